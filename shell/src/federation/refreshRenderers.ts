// `webpack serve` only (the first module of the shell's entry there: shell/federation/shared-config.js).
// Each remote's dev build brings its own React Fast Refresh runtime, which learns React's renderer
// from the devtools hook's `renderers` map when it starts, after React DOM has registered. The hook
// that the shell's refresh runtime creates when React DevTools is absent keeps no such map, so a
// remote's edits would be applied but never re-rendered: record every renderer in it.
interface DevtoolsHook {
  renderers?: Map<number, unknown>;
  inject: (renderer: unknown) => number;
}

const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook) {
  const renderers = (hook.renderers ??= new Map());
  const inject = hook.inject;
  hook.inject = function injectAndRecord(this: DevtoolsHook, renderer: unknown) {
    const id = inject.call(this, renderer);
    renderers.set(id, renderer);
    return id;
  };
}

export {};
