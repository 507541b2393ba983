// Every /api route as the BFF itself declares it: read from the compiled controllers' Nest and
// class-validator metadata (bff/dist), so a new endpoint is scanned without anyone listing it here.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const require = createRequire(path.join(ROOT, 'bff/package.json'));
const ROLES = ['admin', 'foreman', 'worker', 'client'];
// @nestjs/common/constants and route-paramtypes.enum (BODY = 3, QUERY = 4, PARAM = 5).
const PATH_METADATA = 'path';
const METHOD_METADATA = 'method';
const ROUTE_ARGS_METADATA = '__routeArguments__';
const REQUEST_METHODS = ['get', 'post', 'put', 'delete', 'patch', 'all', 'options', 'head'];
const ARG_KINDS = { 3: 'body', 4: 'query', 5: 'param' };

/**
 * @typedef {{ name: string, validators: string[], each: boolean }} DtoField
 * @typedef {{ method: string, path: string, roles: string[] | 'public', controller: string,
 *   handler: string, params: string[], query: DtoField[], body: DtoField[] }} Route
 */

function controllerFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(full);
    return entry.name.endsWith('.controller.js') ? [full] : [];
  });
}

function joinPath(...parts) {
  return `/${parts
    .flatMap((part) => String(part ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;
}

/** @returns {DtoField[]} the whitelisted fields of a DTO class and the validators on each. */
function dtoFields(storage, dto) {
  if (typeof dto !== 'function' || [String, Number, Boolean, Object, Array].includes(dto)) return [];
  const fields = new Map();
  for (const meta of storage.getTargetValidationMetadatas(dto, '', true, false)) {
    const field = fields.get(meta.propertyName) ?? { name: meta.propertyName, validators: [], each: false };
    const constraint = storage.getTargetValidatorConstraints(meta.constraintCls)[0];
    field.validators.push(meta.name ?? constraint?.name ?? meta.type);
    field.each ||= Boolean(meta.each);
    fields.set(meta.propertyName, field);
  }
  return [...fields.values()];
}

/** @returns {Route[]} */
export function discoverRoutes() {
  const dist = path.join(ROOT, 'bff/dist');
  require('reflect-metadata');
  const { getMetadataStorage } = require('class-validator');
  const storage = getMetadataStorage();
  const { ALLOW_KEY, PUBLIC_KEY } = require(path.join(dist, 'common/access.decorators.js'));
  /** @type {Route[]} */
  const routes = [];
  for (const file of controllerFiles(dist)) {
    for (const controller of Object.values(require(file))) {
      if (typeof controller !== 'function' || Reflect.getMetadata(PATH_METADATA, controller) === undefined) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, controller);
      const proto = controller.prototype;
      for (const handler of Object.getOwnPropertyNames(proto)) {
        const fn = proto[handler];
        if (handler === 'constructor' || typeof fn !== 'function' || Reflect.getMetadata(PATH_METADATA, fn) === undefined) continue;
        const isPublic = Reflect.getMetadata(PUBLIC_KEY, fn) ?? Reflect.getMetadata(PUBLIC_KEY, controller);
        const allowed = Reflect.getMetadata(ALLOW_KEY, fn) ?? Reflect.getMetadata(ALLOW_KEY, controller) ?? [];
        const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {};
        const types = Reflect.getMetadata('design:paramtypes', proto, handler) ?? [];
        const route = {
          method: REQUEST_METHODS[Reflect.getMetadata(METHOD_METADATA, fn)],
          path: joinPath('api', prefix, Reflect.getMetadata(PATH_METADATA, fn)),
          roles: isPublic ? 'public' : allowed.filter((role) => ROLES.includes(role)),
          controller: controller.name,
          handler,
          params: [],
          query: [],
          body: [],
        };
        for (const [key, arg] of Object.entries(args)) {
          const kind = ARG_KINDS[Number(key.split(':')[0])];
          if (kind === 'param') route.params.push(arg.data);
          else if (kind && arg.data === undefined) route[kind].push(...dtoFields(storage, types[arg.index]));
          else if (kind) route[kind].push({ name: arg.data, validators: [], each: false });
        }
        routes.push(route);
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
