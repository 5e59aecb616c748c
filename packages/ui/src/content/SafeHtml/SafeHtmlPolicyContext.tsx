import { createContext, useContext } from 'react';
import { type SafeHtmlPolicy, STRICT_HTML_POLICY } from './safeHtmlPolicy.ts';

const SafeHtmlPolicyContext = createContext<SafeHtmlPolicy>(STRICT_HTML_POLICY);

/** The app provides the configured link and image hosts once, at its root; without it only same-origin passes. */
export const SafeHtmlPolicyProvider = SafeHtmlPolicyContext.Provider;

export function useSafeHtmlPolicy(): SafeHtmlPolicy {
  return useContext(SafeHtmlPolicyContext);
}
