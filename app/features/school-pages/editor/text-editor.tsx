// The back office's editor of a text block (decision 0079): plain ProseMirror on the allow-list's schema, with a
// toolbar a thumb can use on a phone and a link form of its own. Loaded with React.lazy by the page editor only:
// nothing a public page loads may import this module.
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Pilcrow,
  type LucideIcon,
} from "lucide-react";
import { baseKeymap, setBlockType, toggleMark } from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { inputRules, textblockTypeInputRule, undoInputRule, wrappingInputRule } from "prosemirror-inputrules";
import { keymap } from "prosemirror-keymap";
import { Node as DocNode, type MarkType, type NodeType } from "prosemirror-model";
import { liftListItem, sinkListItem, splitListItem, wrapInList } from "prosemirror-schema-list";
import { EditorState, type Command } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { safeHref } from "~/lib/forms/safe-href";
import { Button } from "~/ui/button";
import { controlClass } from "~/ui/field";

import type { TextDoc } from "../page-text";
import { textSchema } from "./text-schema";

const { nodes, marks } = textSchema;

const LINK_REFUSED = "Use an address starting with https://, http://, mailto:, tel: or / for a page of this site.";

// ProseMirror's own rules (prosemirror-view/style/prosemirror.css), then the look of what is written: 16 px text, so
// that iOS does not zoom, and headings and lists as a parent will see them (page-text-view.tsx).
const EDITABLE_CLASS = [
  "relative whitespace-break-spaces wrap-break-word [font-variant-ligatures:none] [font-feature-settings:'liga'_0]",
  "[&_li]:relative [&.ProseMirror-hideselection]:caret-transparent",
  "[&.ProseMirror-hideselection_*::selection]:bg-transparent",
  "[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-sky-300",
  "block min-h-32 w-full rounded-b-md border border-slate-300 bg-white px-3 py-2 text-base leading-relaxed",
  "text-slate-900 focus:outline-3 focus:outline-offset-2 focus:outline-brand-600",
  "[&>*+*]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>*+*]:mt-1 [&_li+li]:mt-1",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2",
].join(" ");

export default function PageTextEditor({
  id,
  labelId,
  lang,
  value,
  onChange,
  describedBy,
}: {
  /** The editable element's id (a <label htmlFor> cannot name a contenteditable: the label is named by labelId). */
  id: string;
  /** The visible label the caller renders. */
  labelId: string;
  lang: "en" | "hi";
  /** The document the editor opens with; a new document needs a new `key`. */
  value: TextDoc;
  /** The document after each change of it (never for a move of the selection alone). */
  onChange: (doc: TextDoc) => void;
  /** The error message's id, say. */
  describedBy?: string;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [state, setState] = useState(() => EditorState.create({ doc: openDoc(value), plugins: editorPlugins() }));
  const attributes = editableAttributes(id, labelId, lang, describedBy);
  const latest = useRef({ state, onChange, attributes });
  useEffect(() => {
    latest.current = { state, onChange, attributes };
  });

  // The view lives outside React: made on the client once mounted, destroyed when unmounted. Until it is made, no
  // element has the editable's id, so the toolbar names none in aria-controls.
  const [viewMade, setViewMade] = useState(false);
  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    const view: EditorView = new EditorView(mount, {
      state: latest.current.state,
      attributes: latest.current.attributes,
      dispatchTransaction(tr) {
        const next = view.state.apply(tr);
        view.updateState(next);
        setState(next);
        if (tr.docChanged) latest.current.onChange(next.doc.toJSON() as TextDoc);
      },
    });
    viewRef.current = view;
    setViewMade(true);
    return () => {
      viewRef.current = null;
      setViewMade(false);
      view.destroy();
    };
  }, []);

  useEffect(() => {
    viewRef.current?.setProps({ attributes: editableAttributes(id, labelId, lang, describedBy) });
  }, [id, labelId, lang, describedBy]);

  const [linkForm, setLinkForm] = useState<{ href: string; refused: boolean } | null>(null);
  const linkFormId = useId();
  const linkInputId = useId();
  const linkErrorId = useId();
  const linkInput = useRef<HTMLInputElement>(null);

  const run = (command: Command) => {
    const view = viewRef.current;
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };

  const closeLinkForm = () => {
    setLinkForm(null);
    viewRef.current?.focus();
  };
  const addLink = () => {
    const view = viewRef.current;
    if (!view || !linkForm) return;
    const href = safeHref(linkForm.href);
    if (!href) {
      setLinkForm({ ...linkForm, refused: true });
      linkInput.current?.focus();
      return;
    }
    view.dispatch(withLink(view.state, href));
    closeLinkForm();
  };
  const removeLink = () => {
    const view = viewRef.current;
    if (!view) return;
    const around = linkAt(view.state);
    if (around) view.dispatch(view.state.tr.removeMark(around.from, around.to, marks.link));
    closeLinkForm();
  };

  const block = state.selection.$from.parent;
  const list = listAround(state);
  const tools: Tool[] = [
    blockTool("Heading", Heading2, state, nodes.heading, { level: 2 }),
    blockTool("Subheading", Heading3, state, nodes.heading, { level: 3 }),
    {
      name: "Paragraph",
      Icon: Pilcrow,
      pressed: block.type === nodes.paragraph,
      command: setBlockType(nodes.paragraph),
    },
    markTool("Bold", Bold, state, marks.strong),
    markTool("Italic", Italic, state, marks.em),
    {
      name: "Bulleted list",
      Icon: List,
      pressed: list?.type === nodes.bullet_list,
      command: toggleList(nodes.bullet_list),
    },
    {
      name: "Numbered list",
      Icon: ListOrdered,
      pressed: list?.type === nodes.ordered_list,
      command: toggleList(nodes.ordered_list),
    },
  ];
  const hasLink = linkAt(state) !== null;

  const [focusable, setFocusable] = useState(0);
  // A toolbar is one stop for Tab; the arrow keys, Home and End move along it.
  const moveAlong = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(":scope > button")];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + buttons.length) % buttons.length;
    setFocusable(next);
    buttons[next]?.focus();
  };

  const buttonClass =
    "inline-flex min-h-11 min-w-11 touch-manipulation items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 aria-expanded:bg-brand-100";

  return (
    <div>
      <div
        role="toolbar"
        aria-label="Text formatting"
        aria-controls={viewMade ? id : undefined}
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
        onKeyDown={moveAlong}
      >
        {tools.map(({ name, Icon, pressed, command }, i) => {
          const possible = command(state);
          return (
            <button
              key={name}
              type="button"
              title={name}
              tabIndex={i === focusable ? 0 : -1}
              aria-pressed={pressed}
              // A pressed button whose command would change nothing (Paragraph on a paragraph) is not disabled.
              aria-disabled={!(possible || pressed) || undefined}
              className={buttonClass}
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusable(i)}
              onClick={() => {
                if (possible) run(command);
              }}
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="sr-only">{name}</span>
            </button>
          );
        })}
        <button
          type="button"
          title="Link"
          tabIndex={focusable === tools.length ? 0 : -1}
          aria-expanded={linkForm !== null}
          aria-controls={linkForm ? linkFormId : undefined}
          className={`${buttonClass} ${hasLink ? "text-brand-800 underline" : ""}`}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocusable(tools.length)}
          onClick={() => {
            if (linkForm) closeLinkForm();
            else setLinkForm({ href: linkAt(state)?.href ?? "", refused: false });
          }}
        >
          <LinkIcon aria-hidden="true" className="size-5" />
          <span className="sr-only">Link</span>
        </button>
      </div>
      {linkForm ? (
        <div id={linkFormId} role="group" aria-label="Link" className="border border-b-0 border-slate-300 bg-white p-3">
          <label htmlFor={linkInputId} className="block text-sm font-medium text-slate-800">
            Link address
          </label>
          <input
            ref={linkInput}
            id={linkInputId}
            autoFocus
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="https://"
            value={linkForm.href}
            aria-invalid={linkForm.refused || undefined}
            aria-describedby={linkForm.refused ? linkErrorId : undefined}
            className={`mt-1.5 ${controlClass}`}
            onChange={(event) => setLinkForm({ href: event.target.value, refused: false })}
            onKeyDown={(event) => {
              // Enter adds the link, never sends the page's form; Escape goes back to the text.
              if (event.key === "Enter") {
                event.preventDefault();
                addLink();
              } else if (event.key === "Escape") {
                event.preventDefault();
                closeLinkForm();
              }
            }}
          />
          <p id={linkErrorId} className="mt-0.5 min-h-5 text-sm leading-5 text-red-700" aria-live="polite">
            {linkForm.refused ? LINK_REFUSED : null}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={addLink}>Add Link</Button>
            {hasLink ? (
              <Button variant="secondary" onClick={removeLink}>
                Remove Link
              </Button>
            ) : null}
            <Button variant="ghost" onClick={closeLinkForm}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      <div ref={mountRef} />
    </div>
  );
}

/** The editable element's attributes: a multi-line text box named by the caller's label. */
function editableAttributes(id: string, labelId: string, lang: string, describedBy: string | undefined) {
  return {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    lang,
    class: EDITABLE_CLASS,
  };
}

interface Tool {
  name: string;
  Icon: LucideIcon;
  pressed: boolean;
  command: Command;
}

/** Heading or Subheading: pressed on such a block, where it turns the block back into a paragraph. */
function blockTool(name: string, Icon: LucideIcon, state: EditorState, type: NodeType, attrs: { level: 2 | 3 }): Tool {
  const block = state.selection.$from.parent;
  const pressed = block.type === type && block.attrs.level === attrs.level;
  return { name, Icon, pressed, command: pressed ? setBlockType(nodes.paragraph) : setBlockType(type, attrs) };
}

function markTool(name: string, Icon: LucideIcon, state: EditorState, type: MarkType): Tool {
  const { from, to, empty, $from } = state.selection;
  const pressed = empty
    ? type.isInSet(state.storedMarks ?? $from.marks()) !== undefined
    : state.doc.rangeHasMark(from, to, type);
  return { name, Icon, pressed, command: toggleMark(type) };
}

/** The list the selection is in, the innermost. */
function listAround(state: EditorState) {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) return { type: node.type, depth };
  }
  return null;
}

/** Into a list of `type`; out of it when already in one; from one kind of list to the other. */
function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const list = listAround(state);
    if (!list) return wrapInList(type)(state, dispatch);
    if (list.type === type) return liftListItem(nodes.list_item)(state, dispatch);
    dispatch?.(state.tr.setNodeMarkup(state.selection.$from.before(list.depth), type).scrollIntoView());
    return true;
  };
}

/** The selection, or the link the cursor is in, with its address; null when there is no link there. */
function linkAt(state: EditorState) {
  const { from, to, empty, $from } = state.selection;
  const type = marks.link;
  if (!empty) {
    let href: string | undefined;
    state.doc.nodesBetween(from, to, (node) => {
      href ??= type.isInSet(node.marks)?.attrs.href;
    });
    return href === undefined ? null : { from, to, href };
  }
  const mark = type.isInSet($from.nodeBefore?.marks ?? []) ?? type.isInSet($from.nodeAfter?.marks ?? []);
  if (!mark) return null;
  // The run of text around the cursor that carries this very link.
  const runs: { from: number; to: number }[] = [];
  const parent = $from.parent;
  for (let i = 0, at = $from.start(); i < parent.childCount; i++) {
    const child = parent.child(i);
    const end = at + child.nodeSize;
    if (mark.isInSet(child.marks)) {
      const last = runs.at(-1);
      if (last && last.to === at) last.to = end;
      else runs.push({ from: at, to: end });
    }
    at = end;
  }
  const range = runs.find((run) => run.from <= from && from <= run.to);
  return range ? { ...range, href: mark.attrs.href as string } : null;
}

/** The transaction that links the selection (or the link the cursor is in) to `href`, or writes it as linked text. */
function withLink(state: EditorState, href: string) {
  const link = marks.link.create({ href });
  const around = linkAt(state);
  const { from, to, empty, $from } = state.selection;
  if (around || !empty) {
    const range = around && empty ? around : { from, to };
    return state.tr.removeMark(range.from, range.to, marks.link).addMark(range.from, range.to, link);
  }
  const words = href.replace(/^(mailto|tel):/, "");
  const text = textSchema.text(words, link.addToSet(state.storedMarks ?? $from.marks()));
  return state.tr.replaceSelectionWith(text, false).scrollIntoView();
}

/** The editor's document for a stored one: an empty document opens with one empty paragraph. */
function openDoc(value: TextDoc) {
  if (value.content.length === 0) return nodes.doc.createAndFill() as DocNode;
  return DocNode.fromJSON(textSchema, value);
}

function editorPlugins() {
  const item = nodes.list_item;
  return [
    inputRules({
      rules: [
        wrappingInputRule(/^\s*([-*])\s$/, nodes.bullet_list),
        wrappingInputRule(
          /^(\d{1,3})\.\s$/,
          nodes.ordered_list,
          (match) => ({ order: Number(match[1]) }),
          (match, node) => node.childCount + (node.attrs.order as number) === Number(match[1]),
        ),
        textblockTypeInputRule(/^##\s$/, nodes.heading, { level: 2 }),
        textblockTypeInputRule(/^###\s$/, nodes.heading, { level: 3 }),
      ],
    }),
    keymap({
      "Mod-z": undo,
      "Mod-y": redo,
      "Shift-Mod-z": redo,
      "Mod-b": toggleMark(marks.strong),
      "Mod-B": toggleMark(marks.strong),
      "Mod-i": toggleMark(marks.em),
      "Mod-I": toggleMark(marks.em),
      Backspace: undoInputRule,
      Enter: splitListItem(item),
      // Outside a list (or where an item can go no deeper) Tab is left to the browser: it moves the focus on.
      Tab: sinkListItem(item),
      "Shift-Tab": liftListItem(item),
    }),
    keymap(baseKeymap),
    history(),
  ];
}
