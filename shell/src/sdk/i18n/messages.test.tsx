import { act, render, screen } from '@testing-library/react';
import { Suspense, useMemo, useState } from 'react';

import { i18n } from './i18n';
import { applyLanguage } from './language';
import { defineMessages } from './messages';

// A package whose Spanish catalog arrives a moment after its first Spanish render.
let arrive: () => void = () => undefined;
const spanish = new Promise<{ default: { greeting: string } }>((resolve) => {
  arrive = () => resolve({ default: { greeting: 'Hola, {{name}}' } });
});
const messages = defineMessages('messagesTest', { greeting: 'Hello, {{name}}' }, () => spanish);

function Greeting() {
  const { t } = messages.useT();
  // Hooks after useT: a render replayed once the catalog is in must call them as the first did.
  const [name] = useState('Ana');
  const text = useMemo(() => t('greeting', { name }), [t, name]);
  return <p>{text}</p>;
}

afterEach(async () => {
  arrive();
  await act(() => applyLanguage('en'));
});

test('a first render in Spanish waits for the catalog, then shows Spanish', async () => {
  const errors = jest.spyOn(console, 'error');
  // Spanish was chosen before this package's code loaded (a remote opened later).
  await act(() => i18n.changeLanguage('es'));
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>,
    );
  });
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => arrive());
  expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
  // React reports a `use` skipped on the render after a wait (it can break the hooks that follow).
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test('English needs no wait', () => {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Greeting />
    </Suspense>,
  );
  expect(screen.getByText('Hello, Ana')).toBeInTheDocument();
});
