/**
 * Quick info on code identifiers (the compiler's plugins/quick_info.py): each one's tooltip shows on
 * hover, on keyboard focus and on tap, and closes on Escape, on leaving it, or on a tap elsewhere.
 * The tooltips are popovers: the top layer is above every block's overflow, so nothing clips them.
 * They are not in the page's HTML, nor are the tests a claim's "tested" button opens (plugins/
 * claims.py; the browser toggles those itself): `loadTips` gives both (from the page's data) once
 * the reader's pointer or focus first enters a code block or a claim, and they go after the body.
 */
import { MARKUP } from '@rntl-docs/artifacts/markup';

const GAP = 6;
const EDGE = 8;
/** Time to move the pointer from an identifier onto its tooltip (WCAG 1.4.13: hoverable). */
const LEAVE_MS = 250;

interface Open {
  trigger: HTMLElement;
  tip: HTMLElement;
}

export function attachQuickInfo(root: HTMLElement, loadTips: () => Promise<string>): () => void {
  let open: Open | null = null;
  let leaving = 0;
  let tips: Promise<void> | null = null;
  // The identifier whose tooltip is awaited: shown when the tooltips arrive, unless left meanwhile.
  let wanted: HTMLElement | null = null;
  let detached = false;

  const loaded = (): Promise<void> =>
    (tips ??= loadTips().then(
      (html) => {
        if (detached || !html) return;
        const box = document.createElement('div');
        box.innerHTML = html;
        root.append(...box.childNodes);
      },
      () => undefined, // no tooltips, as without script: the code reads the same
    ));
  // A tap on a linked identifier shows its tooltip first; the next tap follows the link.
  let tapped: HTMLElement | null = null;

  const triggerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`.${MARKUP.quickInfo}`) : null);
  const inTip = (target: EventTarget | null) => target instanceof Element && target.closest(`.${MARKUP.quickInfoTip}`) !== null;

  const hide = () => {
    window.clearTimeout(leaving);
    wanted = null;
    if (!open) return;
    open.trigger.removeAttribute('data-open');
    if (open.tip.matches(':popover-open')) open.tip.hidePopover();
    open = null;
  };

  const show = (trigger: HTMLElement) => {
    window.clearTimeout(leaving);
    if (open?.trigger === trigger) return;
    const id = trigger.getAttribute('aria-describedby');
    const tip = id ? document.getElementById(id) : null;
    if (!tip) {
      wanted = trigger;
      void loaded().then(() => {
        if (wanted === trigger && document.getElementById(id ?? '')) show(trigger);
      });
      return;
    }
    if (typeof tip.showPopover !== 'function') return;
    hide();
    tip.showPopover();
    trigger.setAttribute('data-open', '');
    open = { trigger, tip };
    place();
  };

  // Below the identifier, or above it when only that fits; kept beside it as the page scrolls.
  const place = () => {
    if (!open) return;
    const { trigger, tip } = open;
    const at = trigger.getBoundingClientRect();
    const size = tip.getBoundingClientRect();
    const below = at.bottom + GAP + size.height <= window.innerHeight || at.top - GAP - size.height < 0;
    tip.style.top = `${below ? at.bottom + GAP : at.top - GAP - size.height}px`;
    tip.style.left = `${Math.max(EDGE, Math.min(at.left, window.innerWidth - size.width - EDGE))}px`;
  };

  const leaveSoon = () => {
    window.clearTimeout(leaving);
    leaving = window.setTimeout(hide, LEAVE_MS);
  };

  // The first sign of interest in a block's code fetches the tooltips.
  const interested = (target: EventTarget | null) => {
    if (!tips && target instanceof Element && target.closest(`.code-block, .${MARKUP.claim}`)) void loaded();
  };

  // Hover is a mouse's or a pen's: a touch's pointer events, and the mouse events a browser makes
  // up after a tap, would close at once what the tap opened.
  const onOver = (event: PointerEvent) => {
    interested(event.target);
    if (event.pointerType === 'touch') return;
    const trigger = triggerOf(event.target);
    if (trigger) show(trigger);
    else if (inTip(event.target)) window.clearTimeout(leaving);
  };
  const onOut = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    if (wanted && triggerOf(event.target) === wanted) wanted = null;
    if (open && (triggerOf(event.target) || inTip(event.target))) leaveSoon();
  };
  const onFocusIn = (event: FocusEvent) => {
    interested(event.target);
    const trigger = triggerOf(event.target);
    if (trigger) show(trigger);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (wanted && triggerOf(event.target) === wanted) wanted = null;
    if (open && triggerOf(event.target) === open.trigger) hide();
  };
  const onPointerDown = (event: PointerEvent) => {
    const trigger = triggerOf(event.target);
    if (event.pointerType !== 'mouse' && trigger && open?.trigger !== trigger) {
      show(trigger);
      tapped = trigger;
    } else if (!trigger && !inTip(event.target)) hide();
  };
  const onClick = (event: MouseEvent) => {
    if (tapped && triggerOf(event.target) === tapped) event.preventDefault();
    tapped = null;
    // A claim clicked before its test arrived: open it once it has.
    const claim = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button.${MARKUP.claim}`) : null;
    const id = claim?.getAttribute('popovertarget');
    if (id && !document.getElementById(id)) void loaded().then(() => document.getElementById(id)?.showPopover());
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) hide();
  };

  const listeners: [EventTarget, string, (event: never) => void, AddEventListenerOptions?][] = [
    [root, 'pointerover', onOver],
    [root, 'pointerout', onOut],
    [root, 'focusin', onFocusIn],
    [root, 'focusout', onFocusOut],
    [root, 'click', onClick],
    [document, 'pointerdown', onPointerDown],
    [document, 'keydown', onKey],
    [window, 'scroll', place, { capture: true, passive: true }],
    [window, 'resize', place],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener as EventListener, options);
  return () => {
    hide();
    detached = true;
    for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener as EventListener, options);
  };
}
