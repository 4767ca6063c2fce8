// compression() hands a response's "drain" listeners to its zlib stream, but leaves removeListener on the response:
// a listener taken off again stays on the stream. React Router waits for "drain" (once, then off) after every write
// that fills the buffer, so a long page sent to a slow phone piled listeners on the stream until its last byte, and
// Node warned on stderr at the eleventh (decision 0090). Put right after compression(): the stream gets one listener
// per response, and the waits are kept, and taken off, here.
import type { RequestHandler } from "express";

type Listener = (...args: unknown[]) => void;

export const oneDrainListener: RequestHandler = (_req, res, next) => {
  const on = res.on;
  const removeListener = res.removeListener;
  const waiting = new Set<Listener>();
  let listening = false;
  const wake = () => {
    for (const listener of [...waiting]) listener.call(res);
  };
  res.on = function (this: typeof res, event: string | symbol, listener: Listener) {
    if (event !== "drain") return on.call(this, event, listener);
    if (!listening) {
      listening = true;
      on.call(this, "drain", wake);
    }
    waiting.add(listener);
    return this;
  } as typeof res.on;
  res.removeListener = res.off = function (this: typeof res, event: string | symbol, listener: Listener) {
    if (event !== "drain") return removeListener.call(this, event, listener);
    // A listener added with once() is wrapped; the wrapper names the listener it wraps.
    for (const kept of waiting) {
      if (kept === listener || (kept as { listener?: Listener }).listener === listener) waiting.delete(kept);
    }
    return this;
  } as typeof res.removeListener;
  next();
};
