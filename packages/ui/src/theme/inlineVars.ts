import type { CSSProperties } from 'react';

/**
 * Sets vanilla-extract variables in an inline style. `createVar()` gives `var(--name)`, but a style object
 * needs the bare custom property name as its key.
 */
export function inlineVars(values: Readonly<Record<string, string>>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(values)) {
    style[variable.replace(/^var\((--[^,)]+)[,)].*$/, '$1')] = value;
  }
  return style as CSSProperties;
}
