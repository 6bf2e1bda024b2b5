/**
 * Progressive enhancement of the header's <details> disclosures (they open and close without
 * JavaScript): Escape closes and returns focus to the toggle, a click outside closes, choosing
 * a link closes, and opening one closes the others.
 */
export function enhanceDisclosures(root: Document = document): void {
  const disclosures = [...root.querySelectorAll<HTMLDetailsElement>('details[data-disclosure]')];
  const closeAll = (except?: HTMLDetailsElement) => {
    for (const d of disclosures) if (d !== except) d.open = false;
  };

  for (const details of disclosures) {
    details.addEventListener('toggle', () => {
      if (details.open) closeAll(details);
    });
    details.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    });
    details.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) details.open = false;
    });
  }

  root.addEventListener('click', (event) => {
    const inside = (event.target as Element).closest?.('details[data-disclosure]');
    closeAll(inside instanceof HTMLDetailsElement ? inside : undefined);
  });
  // Keyboard users tabbing out of the desktop dropdown leave it closed behind them.
  root.addEventListener('focusin', (event) => {
    const inside = (event.target as Element).closest?.('details[data-disclosure]');
    closeAll(inside instanceof HTMLDetailsElement ? inside : undefined);
  });
}
