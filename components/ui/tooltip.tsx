"use client";

import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { tooltipPlacement, type TooltipSide } from "./tooltip-placement";

/** A tooltip opens after the pointer rests this long; moving to the next control within the skip delay opens its tooltip at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
// Time to move the pointer from a control onto its tooltip without the tooltip closing (it stays while hovered).
const LEAVE_GRACE_MS = 100;

/**
 * The tooltips of one page: at most one is open, and which one it was and when it closed decide whether
 * the next opens at once (the skip delay).
 */
class TooltipGroup {
  private openId: string | null = null;
  private closedAt = -Infinity;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  current = () => this.openId;
  open(id: string) {
    this.set(id);
  }
  close(id: string) {
    if (this.openId !== id) return;
    this.closedAt = performance.now();
    this.set(null);
  }
  withinSkipDelay() {
    return this.openId !== null || performance.now() - this.closedAt < TOOLTIP_SKIP_DELAY_MS;
  }
  private set(id: string | null) {
    this.openId = id;
    for (const listener of this.listeners) listener();
  }
}

const TooltipGroupContext = createContext<TooltipGroup | null>(null);

/** One group for the whole page, so the skip delay carries from one control to the next. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState(() => new TooltipGroup());
  return <TooltipGroupContext.Provider value={group}>{children}</TooltipGroupContext.Provider>;
}

interface TriggerProps {
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  "aria-describedby"?: string;
}

/**
 * Names an icon-only control on hover and on keyboard focus. The control keeps its own aria-label: the
 * tooltip is for sighted people, screen readers already hear the name. It closes when the pointer leaves
 * (it may move onto the tooltip first), on Escape, on a click, on scroll and when focus leaves.
 */
export function Tooltip({ label, children, side = "top" }: { label: string; children: ReactElement<TriggerProps>; side?: TooltipSide }) {
  const group = useContext(TooltipGroupContext);
  const [ownGroup] = useState(() => (group ? null : new TooltipGroup()));
  const tooltips = group ?? ownGroup!;
  const id = useId();
  const open = useSyncExternalStore(tooltips.subscribe, () => tooltips.current() === id, () => false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = () => {
    cancel();
    tooltips.open(id);
  };
  const hide = () => {
    cancel();
    tooltips.close(id);
  };
  const hideSoon = () => {
    cancel();
    timer.current = setTimeout(hide, LEAVE_GRACE_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    const onScroll = () => hide();
    window.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll, { capture: true });
      window.removeEventListener("resize", onScroll);
    };
  });
  useEffect(() => () => hide(), []); // eslint-disable-line react-hooks/exhaustive-deps -- closes on unmount only

  const triggerProps: TriggerProps = {
    "aria-describedby": open ? id : undefined,
    onPointerMove(event) {
      if (event.pointerType === "touch" || pointerDown.current) return;
      if (open) return cancel(); // back from the tooltip before it closed
      setAnchor(event.currentTarget);
      if (tooltips.withinSkipDelay()) show();
      else if (timer.current === undefined) timer.current = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
    },
    onPointerLeave() {
      pointerDown.current = false;
      if (open) hideSoon();
      else cancel();
    },
    onPointerDown() {
      pointerDown.current = true;
      hide();
    },
    onFocus(event) {
      setAnchor(event.currentTarget);
      if (!pointerDown.current) show();
    },
    onBlur() {
      pointerDown.current = false;
      hide();
    },
  };

  return (
    <>
      <Trigger {...triggerProps}>{children}</Trigger>
      {open && anchor
        ? createPortal(
            <TooltipContent id={id} label={label} side={side} anchor={anchor} onPointerEnter={cancel} onPointerLeave={hideSoon} />,
            document.body,
          )
        : null}
    </>
  );
}

/** The control itself, with the tooltip's handlers run after its own. */
function Trigger({ children, ...tooltip }: TriggerProps & { children: ReactElement<TriggerProps> }) {
  const own = children.props;
  const merged: TriggerProps = { "aria-describedby": tooltip["aria-describedby"] ?? own["aria-describedby"] };
  for (const name of HANDLERS) {
    const mine = own[name] as ((event: never) => void) | undefined;
    const theirs = tooltip[name] as (event: never) => void;
    merged[name] = ((event: never) => {
      mine?.(event);
      theirs(event);
    }) as never;
  }
  return cloneElement(children, merged);
}
const HANDLERS = ["onPointerMove", "onPointerLeave", "onPointerDown", "onFocus", "onBlur"] as const;

function TooltipContent({ id, label, side, anchor, onPointerEnter, onPointerLeave }: { id: string; label: string; side: TooltipSide; anchor: HTMLElement; onPointerEnter: () => void; onPointerLeave: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<ReturnType<typeof tooltipPlacement> | null>(null);
  useLayoutEffect(() => {
    const content = box.current;
    if (!content) return;
    setPlacement(tooltipPlacement(anchor.getBoundingClientRect(), { width: content.offsetWidth, height: content.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, side));
  }, [anchor, side, label]);
  return (
    <div
      ref={box}
      id={id}
      role="tooltip"
      data-side={placement?.side ?? side}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      style={{ position: "fixed", top: placement?.top ?? 0, left: placement?.left ?? 0, visibility: placement ? "visible" : "hidden" }}
      className="z-[60] max-w-xs rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-background shadow-lg"
    >
      {label}
      <span aria-hidden="true" className="absolute h-2 w-2 rotate-45 bg-ink" style={placement?.arrow} />
    </div>
  );
}
