// Long words wrap between words, not inside them (decision 0049). This finds what `word-break: break-all` or
// `overflow-wrap: anywhere` do: a word cut in two that would have fitted on a line of its own.
import { type Page } from "@playwright/test";

/**
 * The words the page shows cut across two lines between two letters or digits, each as `"affilia|tion" in <td>`.
 * A break the page offers (a space, a hyphen, a `<wbr>` before an e-mail address's "@" or dot) is not a cut; nor is
 * a cut in a word wider than its whole line, which can only be cut or overflow.
 */
export async function wordsCutInside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cuts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    const boxOf = (node: Node, start: number, end: number) => {
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect();
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || text.trim().length < 2 || !parent.checkVisibility({ visibilityProperty: true })) continue;
      if (parent.closest("script, style, noscript, .sr-only")) continue;
      // A word's letters with their marks: a Devanagari vowel sign or virama belongs to its word, and a letter is
      // measured with its marks, as one grapheme.
      for (const word of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
        const starts = [...graphemes.segment(word[0])].map(({ index }) => word.index + index);
        if (starts.length < 2) continue;
        const end = word.index + word[0].length;
        const boxAt = (at: number) => boxOf(node, starts[at]!, starts[at + 1] ?? end);
        let top = boxAt(0).top;
        for (let at = 1; at < starts.length; at++) {
          const index = starts[at]!;
          const next = boxAt(at).top;
          if (next > top + 1) {
            // A word wider than its line has no better place to break.
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const wordWidth = [...range.getClientRects()].reduce((sum, box) => sum + box.width, 0);
            let block: Element = parent;
            while (block.parentElement && getComputedStyle(block).display.startsWith("inline"))
              block = block.parentElement;
            const style = getComputedStyle(block);
            const lineWidth = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            if (wordWidth <= lineWidth) {
              const cut = index - word.index;
              cuts.push(`"${word[0].slice(0, cut)}|${word[0].slice(cut)}" in <${parent.tagName.toLowerCase()}>`);
            }
            break;
          }
          top = next;
        }
      }
    }
    return cuts;
  });
}
