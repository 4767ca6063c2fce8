import { Fragment, type ReactNode } from "react";

import { safeHref } from "~/lib/forms/safe-href";

import type { ListItem, TextDoc, TextNode, TextRun } from "./page-text";

/**
 * A text block on a page (decision 0079): each node the allow-list knows becomes its element, and React writes every
 * word as text, so nothing staff typed becomes HTML. A heading is h2 or h3 under the page's h1.
 */
export function PageTextView({ doc, lang }: { doc: TextDoc; lang?: string }) {
  return (
    <div lang={lang} className="space-y-4 [overflow-wrap:anywhere] text-slate-800">
      {doc.content.map((node, i) => (
        <Node key={i} node={node} />
      ))}
    </div>
  );
}

function Node({ node }: { node: TextNode }): ReactNode {
  switch (node.type) {
    case "paragraph":
      return node.content?.length ? <p>{runs(node.content)}</p> : null;
    case "heading":
      return node.attrs.level === 2 ? (
        <h2 className="pt-2 text-2xl font-bold text-slate-900">{runs(node.content ?? [])}</h2>
      ) : (
        <h3 className="pt-1 text-xl font-semibold text-slate-900">{runs(node.content ?? [])}</h3>
      );
    case "bullet_list":
      return <ul className="list-disc space-y-1 pl-6">{items(node.content)}</ul>;
    case "ordered_list":
      return (
        <ol start={node.attrs?.order} className="list-decimal space-y-1 pl-6">
          {items(node.content)}
        </ol>
      );
    default:
      return null;
  }
}

function items(list: ListItem[]) {
  return list.map((item, i) => (
    <li key={i} className="space-y-1 [&>p]:m-0">
      {item.content.map((inner, j) => (
        <Node key={j} node={inner} />
      ))}
    </li>
  ));
}

function runs(list: TextRun[]): ReactNode {
  return list.map((run, i) => {
    let shown: ReactNode = run.text;
    for (const mark of run.marks ?? []) {
      if (mark.type === "strong") shown = <strong>{shown}</strong>;
      else if (mark.type === "em") shown = <em>{shown}</em>;
    }
    const link = run.marks?.find((mark) => mark.type === "link");
    const href = link ? safeHref(link.attrs.href) : null;
    return href ? (
      <a
        key={i}
        href={href}
        rel={href.startsWith("/") ? undefined : "noopener noreferrer"}
        className="font-medium text-brand-800 underline underline-offset-2"
      >
        {shown}
      </a>
    ) : (
      <Fragment key={i}>{shown}</Fragment>
    );
  });
}
