import { readFileSync } from 'node:fs';
import type { Example } from './strict-shape';

const folder = new URL('./reference-examples/', import.meta.url);

/** Every example file, so a misspelt name fails to compile rather than at run time. */
export type ExampleName =
  | 'times-v1-row'
  | 'times-v1-session-row'
  | 'times-v2-row'
  | 'times-v2-session-row'
  | 'slot-row-v1'
  | 'slot-row-v2'
  | 'login-answer'
  | 'user'
  | 'cart'
  | 'cart-item'
  | 'checkout-prepare'
  | 'authorise-answer'
  | 'complete-answer'
  | 'terms-answer'
  | 'credits-answer'
  | 'my-account-booking'
  | 'captured-times-v1'
  | 'captured-my-account-bookings';

/** One example of `reference-examples/`, with each `{"$ref": "file.json"}` replaced by that file. */
export function referenceExample(name: ExampleName): Example {
  return load(`${name}.json`, []);
}

function load(file: string, loading: readonly string[]): Example {
  if (loading.includes(file)) throw new Error(`reference examples refer in a circle: ${file}`);
  const parsed = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Example;
  return resolve(parsed, [...loading, file]);
}

function resolve(example: Example, loading: readonly string[]): Example {
  if (example === null || typeof example !== 'object') return example;
  if (Array.isArray(example)) {
    return (example as readonly Example[]).map((element) => resolve(element, loading));
  }
  const object = example as { readonly [key: string]: Example };
  const ref = object.$ref;
  if (typeof ref === 'string') {
    if (Object.keys(object).length !== 1) throw new Error(`"$ref" stands alone: ${ref}`);
    return load(ref, loading);
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, resolve(value, loading)]),
  );
}
