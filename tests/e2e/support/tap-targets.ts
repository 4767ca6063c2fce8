// Targets a thumb can hit (decisions 0049, 0075): every interactive element a visitor can see is at least 44×44
// CSS px, a box, a round choice or a switch with the label that toggles it counted as one. The one exception is a link
// inside a sentence or a block of running text. (WCAG 2.5.8 would also pass a smaller target with room around it; the
// office and parents on cheap phones asked for the whole 44 px, and so does the guide.)
import { type Page } from "@playwright/test";

/** The side of the square a target must fill, or keep clear around its centre, in CSS px. */
export const TARGET_SIZE = 44;

/**
 * The interactive elements shown on `page` now that are too small: each named by its role, its accessible name (or
 * text) and its size, with the target it crowds (`link "Admin Login" 61×20 near link "Privacy Notice"`). While a
 * modal dialog is open only its elements count (the page behind it cannot be reached); `within` (a CSS selector)
 * narrows the sweep to one part of the page, an open menu say, that covers what lies under it.
 */
export async function smallTargets(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  return page.evaluate(measure, { size: TARGET_SIZE, within: within ?? null });
}

/** Runs in the page: it may use nothing from outside its own body. */
function measure({ size, within }: { size: number; within: string | null }): string[] {
  const INTERACTIVE = [
    "a[href]",
    "area[href]",
    "button",
    "input:not([type=hidden])",
    "select",
    "textarea",
    "summary",
    "[role=button]",
    "[role=link]",
    "[role=checkbox]",
    "[role=radio]",
    "[role=tab]",
    "[role=switch]",
    "[role=menuitem]",
    "[role=option]",
    "[tabindex]",
  ].join(",");
  const NATIVE = /^(A|AREA|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY)$/;
  // Half a hundredth of a pixel: layout rounds to fractions of a pixel.
  const EPSILON = 0.005;

  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  interface Target {
    element: Element;
    /** The elements that make up the target: a box and the labels that toggle it. */
    parts: Element[];
    box: Box;
    exempt: boolean;
    name: string;
  }

  const modal = [...document.querySelectorAll("dialog:modal, [role=dialog][aria-modal=true], [role=alertdialog]")]
    .filter((dialog) => dialog.checkVisibility())
    .at(-1);
  const scope: ParentNode = (within ? document.querySelector(within) : null) ?? modal ?? document;

  const pageBox = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left + scrollX,
      top: rect.top + scrollY,
      right: rect.right + scrollX,
      bottom: rect.bottom + scrollY,
    };
  };
  const width = (box: Box) => box.right - box.left;
  const height = (box: Box) => box.bottom - box.top;
  const union = (boxes: Box[]): Box => ({
    left: Math.min(...boxes.map((box) => box.left)),
    top: Math.min(...boxes.map((box) => box.top)),
    right: Math.max(...boxes.map((box) => box.right)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  });

  /** What a finger can see of the element: clipped by every ancestor that hides what overflows it. */
  const shown = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
    if (element.closest("[inert]")) return false;
    let box = pageBox(element);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (/hidden|clip/.test(style.overflowX + style.overflowY)) {
        const clip = pageBox(parent);
        box = {
          left: Math.max(box.left, clip.left),
          top: Math.max(box.top, clip.top),
          right: Math.min(box.right, clip.right),
          bottom: Math.min(box.bottom, clip.bottom),
        };
      }
    }
    // A visually hidden element (1×1 px, clipped) is not there for a finger; nor is one pushed off the page.
    const style = getComputedStyle(element);
    if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return false;
    return width(box) > 1 && height(box) > 1 && box.right > 0 && box.bottom > 0;
  };

  const isTarget = (element: Element) => {
    // What cannot be used is not something to press.
    if ((element as HTMLButtonElement).disabled || element.getAttribute("aria-disabled") === "true") return false;
    if (element.tagName === "INPUT" && (element as HTMLInputElement).type === "hidden") return false;
    if (!NATIVE.test(element.tagName) && !element.hasAttribute("role")) {
      // Only a generic element that takes focus from Tab is one.
      const tabIndex = Number(element.getAttribute("tabindex"));
      if (!(tabIndex >= 0)) return false;
      // The dialog itself and the page's scrolling regions take focus without being something to press.
      if (element === modal) return false;
    }
    return true;
  };

  const text = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

  /** The element's accessible name, as near as matters for naming it in a list. */
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(" ");
    const label = element.getAttribute("aria-label");
    if (label) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return [...labels].map((item) => text(item)).join(" ");
    if (element.tagName === "INPUT" && /^(submit|button|reset)$/.test((element as HTMLInputElement).type))
      return (element as HTMLInputElement).value;
    const own = text(element);
    if (own) return own;
    const image = element.querySelector("img[alt]");
    if (image) return image.getAttribute("alt") ?? "";
    return element.getAttribute("title") ?? element.getAttribute("placeholder") ?? "";
  };

  const roleOf = (element: Element) => {
    const role = element.getAttribute("role");
    if (role) return role;
    switch (element.tagName) {
      case "A":
      case "AREA":
        return "link";
      case "BUTTON":
        return "button";
      case "SELECT":
        return (element as HTMLSelectElement).multiple ? "listbox" : "combobox";
      case "TEXTAREA":
        return "textbox";
      case "SUMMARY":
        return "summary";
      case "INPUT": {
        const type = (element as HTMLInputElement).type;
        if (/^(checkbox|radio)$/.test(type)) return type;
        if (/^(submit|button|reset|image)$/.test(type)) return "button";
        if (/^(text|email|tel|url|search|password)$/.test(type)) return "textbox";
        if (type === "number") return "spinbutton";
        if (type === "range") return "slider";
        return `input[type=${type}]`;
      }
      default:
        return element.tagName.toLowerCase();
    }
  };

  /**
   * The exception of WCAG 2.5.5 and 2.5.8 for a link in a sentence or a block of text: an inline link whose nearest
   * block has words of its own, outside every interactive element in it (a row of links with dots between them is
   * not a sentence).
   */
  const inRunningText = (element: Element) => {
    if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent?.closest(INTERACTIVE) && block.contains(parent.closest(INTERACTIVE))) continue;
      if (/[\p{L}\p{N}]/u.test(node.textContent ?? "")) return true;
    }
    return false;
  };

  const candidates = [...scope.querySelectorAll(INTERACTIVE)].filter((element) => isTarget(element) && shown(element));
  const targets: Target[] = [];
  for (const element of candidates) {
    const parts = [element];
    const toggled =
      (element.tagName === "INPUT" && /^(checkbox|radio)$/.test((element as HTMLInputElement).type)) ||
      element.getAttribute("role") === "switch";
    if (toggled) {
      for (const label of (element as HTMLInputElement | HTMLButtonElement).labels ?? []) {
        // A label that toggles a box is part of the box's target.
        if (shown(label)) parts.push(label);
      }
    }
    targets.push({
      element,
      parts,
      box: union(parts.map(pageBox)),
      exempt: inRunningText(element),
      name: `${roleOf(element)} "${accessibleName(element).slice(0, 60)}"`,
    });
  }

  const big = (target: Target) => width(target.box) >= size - EPSILON && height(target.box) >= size - EPSILON;
  const shownSize = (box: Box) =>
    `${Number(width(box).toFixed(1))}×${Number(height(box).toFixed(1))}`.replace(/\.0\b/g, "");

  const small: string[] = [];
  for (const target of targets) {
    if (target.exempt || big(target)) continue;
    small.push(`${target.name} ${shownSize(target.box)}`);
  }
  return small;
}
