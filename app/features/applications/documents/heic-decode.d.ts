// The one function of heic-decode the documents' upload uses (it ships no types of its own).
declare module "heic-decode" {
  function decode(input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  export default decode;
}
