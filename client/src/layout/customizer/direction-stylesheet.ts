import ltrHref from '@/styles/bootstrap.scss?url';
import rtlHref from '@/styles/bootstrap.rtl.scss?url';

/** index.html links Bootstrap's left-to-right sheet under this id, before the app's own CSS (both sheets are
 * compiled from styles/bootstrap.scss; the right-to-left one is only fetched when the page switches). */
const LINK_ID = 'bootstrap-css';

let pending: HTMLLinkElement | null = null;

function sameUrl(a: string, b: string): boolean {
  return new URL(a, document.baseURI).href === new URL(b, document.baseURI).href;
}

function setDir(rtl: boolean): void {
  document.documentElement.dir = rtl ? 'rtl' : 'ltr';
}

/**
 * Switches between Bootstrap's LTR and RTL sheets without a flash: the new sheet loads beside the
 * old one, then in the same task the old one goes and <html dir> flips, so no frame shows either
 * the wrong direction or no Bootstrap at all. Resolves once the page shows the new direction.
 */
export function applyDirection(rtl: boolean): Promise<void> {
  const want = rtl ? rtlHref : ltrHref;
  const active = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (pending) {
    pending.remove();
    pending = null;
  }
  if (!active || sameUrl(active.href, want)) {
    setDir(rtl);
    return Promise.resolve();
  }
  const next = document.createElement('link');
  next.rel = 'stylesheet';
  next.href = want;
  pending = next;
  return new Promise((resolve) => {
    const settle = (loaded: boolean): void => {
      if (pending !== next) return resolve();
      pending = null;
      if (loaded) {
        active.remove();
        next.id = LINK_ID;
      } else {
        next.remove();
      }
      // Even if the sheet failed, the layout's own CSS (logical properties) follows dir.
      setDir(rtl);
      resolve();
    };
    next.addEventListener('load', () => settle(true), { once: true });
    next.addEventListener('error', () => settle(false), { once: true });
    active.after(next);
  });
}
