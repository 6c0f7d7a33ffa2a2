/** Every dialect the tests run against: the decided shapes, and five independent servers' choices. */
import { camelNested } from './camel-nested';
import { decided } from './decided';
import type { Dialect } from './dialect';
import { flatSnake } from './flat-snake';
import { fractionComposite } from './fraction-composite';
import { sdkFractions } from './sdk-fractions';
import { wrappedEnvelope } from './wrapped-envelope';

export type { Dialect } from './dialect';

export const FOREIGN_DIALECTS: readonly Dialect[] = [camelNested, flatSnake, wrappedEnvelope, sdkFractions, fractionComposite];
export const ALL_DIALECTS: readonly Dialect[] = [decided, ...FOREIGN_DIALECTS];

export function dialectNamed(name: string): Dialect {
  const dialect = ALL_DIALECTS.find((candidate) => candidate.name === name);
  if (dialect === undefined) throw new Error(`No dialect named ${name}; known: ${ALL_DIALECTS.map((d) => d.name).join(', ')}`);
  return dialect;
}
