// Drop-in for `react-style-singleton` (used by Radix's scroll lock) that applies its rules through a
// constructable stylesheet instead of an injected <style> element, which `style-src 'self'` forbids.
import { useEffect } from 'react';

export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (counter === 0) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((entry) => entry !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: mirrors the original package's update rule
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
