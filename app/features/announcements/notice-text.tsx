import { Fragment, type ReactNode } from "react";

import type { NoticeBlock, NoticeInline } from "./notices";

/**
 * A notice's text, from the blocks its loader parsed (decision 0077): React writes every word as text, so nothing
 * staff typed becomes HTML. Links leaving the site open as any link does, without the site's referrer.
 */
export function NoticeText({ blocks, lang }: { blocks: NoticeBlock[]; lang?: string }) {
  return (
    <div lang={lang} className="space-y-4 [overflow-wrap:anywhere] text-slate-800">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: NoticeBlock }): ReactNode {
  if (block.t === "p") return <p>{inlines(block.c)}</p>;
  const items = block.items.map((item, i) => (
    <li key={i} className="[&>p]:inline">
      {item.map((inner, j) => (
        <Block key={j} block={inner} />
      ))}
    </li>
  ));
  return block.t === "ol" ? (
    <ol start={block.start} className="list-decimal space-y-1 pl-6">
      {items}
    </ol>
  ) : (
    <ul className="list-disc space-y-1 pl-6">{items}</ul>
  );
}

function inlines(runs: NoticeInline[]): ReactNode {
  return runs.map((run, i) => {
    switch (run.t) {
      case "text":
        return <Fragment key={i}>{run.v}</Fragment>;
      case "br":
        return <br key={i} />;
      case "strong":
        return <strong key={i}>{inlines(run.c)}</strong>;
      case "em":
        return <em key={i}>{inlines(run.c)}</em>;
      case "link":
        return (
          <a
            key={i}
            href={run.href}
            rel={run.href.startsWith("/") ? undefined : "noopener noreferrer"}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {inlines(run.c)}
          </a>
        );
    }
  });
}
