// The multipart parser Next.js ships (busboy 1.x) for its own form handling; the parts used here.
declare module "next/dist/compiled/busboy" {
  import type { Readable, Writable } from "node:stream";

  interface FileInfo {
    filename: string | undefined;
    encoding: string;
    mimeType: string;
  }
  interface Limits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
    headerPairs?: number;
  }
  interface Busboy extends Writable {
    on(event: "file", listener: (name: string, stream: Readable & { truncated?: boolean }, info: FileInfo) => void): this;
    on(event: "field", listener: (name: string, value: string) => void): this;
    on(event: "filesLimit" | "fieldsLimit" | "partsLimit" | "close", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
  }
  export default function busboy(config: { headers: Record<string, string>; limits?: Limits; defParamCharset?: string }): Busboy;
}
