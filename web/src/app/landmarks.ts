import { useEffect } from 'react';

const misplaced = 'nav[aria-orientation]';
const bodyOf = () => document.body;

/** Takes `aria-orientation` off the navigation landmarks in `node` (itself included). */
function strip(node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.matches(misplaced)) node.removeAttribute('aria-orientation');
  node.querySelectorAll(misplaced).forEach((nav) => nav.removeAttribute('aria-orientation'));
}

/**
 * Cloudscape's app layout renders its mobile toolbar as `<nav aria-orientation="horizontal">`
 * (@cloudscape-design/components app-layout/visual-refresh/mobile-toolbar.js). `aria-orientation` is
 * not allowed on a navigation landmark (axe `aria-allowed-attr`, critical, on every page below 768 px)
 * and means nothing there, so it is taken off wherever such a nav appears inside `root`.
 */
export function useNavigationLandmarkFix(root: () => Element | null = bodyOf): void {
  useEffect(() => {
    const target = root();
    if (!target) return undefined;
    strip(target);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') strip(record.target);
        else record.addedNodes.forEach(strip);
      }
    });
    observer.observe(target, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-orientation'],
    });
    return () => observer.disconnect();
  }, [root]);
}
