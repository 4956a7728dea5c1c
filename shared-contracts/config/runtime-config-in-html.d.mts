import type { RuntimeConfig } from '../src/runtime-config';

type Leaf = string | number | boolean | null | undefined;

/** 'donation.upiId', 'donation.bank.ifsc' ...: the paths of the config's single values. */
export type RuntimeConfigPath<Value = RuntimeConfig, Prefix extends string = ''> = {
  [Key in keyof Value & string]: NonNullable<Value[Key]> extends Leaf
    ? `${Prefix}${Key}`
    : NonNullable<Value[Key]> extends readonly unknown[]
      ? never
      : RuntimeConfigPath<NonNullable<Value[Key]>, `${Prefix}${Key}.`>;
}[keyof Value & string];

export const RUNTIME_CONFIG_ELEMENT_ID: string;

export function runtimeConfigPlaceholder(path: RuntimeConfigPath): string;

export function fillRuntimeConfigPlaceholders(html: string, config: RuntimeConfig, escape: (text: string) => string): string;
