import "server-only";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import busboy from "busboy";
import { badRequest, payloadTooLarge, type HttpError } from "@/lib/http/errors";

/** The largest file the library takes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing around the file (boundaries, part headers, the file name). */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** The form field the file travels in. */
export const UPLOAD_FIELD = "file";

export const TOO_LARGE_MESSAGE = "The file is too large: at most 10 MB is accepted.";

const UNREADABLE_UPLOAD_MESSAGE = `The upload could not be read: send it as multipart/form-data with the file in the field "${UPLOAD_FIELD}".`;

/** A received file, in a private temporary directory until `discard()`. */
export interface ReceivedFile {
  path: string;
  size: number;
  /** The name the uploader's computer gave it: shown in the library, never used as a path. */
  clientName: string;
  discard(): Promise<void>;
}

/**
 * Streams the multipart body's `file` field to a temporary file, counting bytes as they arrive: past
 * `maxBytes` the request is cut off and answered 413, and the partial file is removed, so nothing of a
 * refused upload stays behind. Other fields are ignored; a body without the field, or with a second file, is a 400.
 */
export async function receiveUpload(request: Request, maxBytes = MAX_UPLOAD_BYTES): Promise<ReceivedFile> {
  if (!request.body) throw badRequest(`Choose a file to upload (form field "${UPLOAD_FIELD}").`);
  const directory = await mkdtemp(path.join(os.tmpdir(), "the-lists-upload-"));
  const discard = () => rm(directory, { recursive: true, force: true });
  try {
    return await streamToDisk(request, directory, maxBytes, discard);
  } catch (error) {
    await discard();
    throw error;
  }
}

function streamToDisk(request: Request, directory: string, maxBytes: number, discard: () => Promise<void>): Promise<ReceivedFile> {
  const file = path.join(directory, "upload");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      // The parser signals its limit on reaching it, not on passing it: one byte more tells "over" from "exactly".
      limits: { fileSize: maxBytes + 1, files: 1, fields: 20, fieldSize: 4096, parts: 25, headerPairs: 20 },
    });
  } catch {
    // A multipart type without its boundary (or with an unreadable one): the body cannot be split.
    return Promise.reject(badRequest(UNREADABLE_UPLOAD_MESSAGE));
  }
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);

  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let received: { size: number; clientName: string; written: Promise<void> } | null = null;
    let bodyBytes = 0;
    let output: WriteStream | null = null;

    // On failure the body is left unread rather than destroyed: destroying it cancels the request's body
    // stream while the connection still delivers it, and the stream adapter then closes an already closed
    // stream (an uncaught exception). Node discards the rest of the body once the answer is sent.
    const fail = (error: HttpError | Error) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.pause();
      output?.destroy();
      reject(error);
    };

    source.on("data", (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > maxBytes + MULTIPART_OVERHEAD_BYTES) fail(payloadTooLarge(TOO_LARGE_MESSAGE));
    });
    source.on("error", (error) => fail(error));

    parser.on("file", (name, stream, info) => {
      if (name !== UPLOAD_FIELD || received) {
        stream.resume();
        return;
      }
      const writer = createWriteStream(file, { flags: "wx" });
      output = writer;
      const entry = { size: 0, clientName: info.filename ?? "", written: Promise.resolve() };
      received = entry;
      stream.on("data", (chunk: Buffer) => {
        entry.size += chunk.length;
      });
      stream.on("limit", () => fail(payloadTooLarge(TOO_LARGE_MESSAGE)));
      entry.written = new Promise<void>((done, broken) => {
        writer.on("finish", done);
        writer.on("error", broken);
        stream.on("error", broken);
      });
      stream.pipe(writer);
    });
    parser.on("filesLimit", () => fail(badRequest("Send one file at a time: this upload holds more than one.")));
    parser.on("error", () => fail(badRequest(UNREADABLE_UPLOAD_MESSAGE)));
    parser.on("close", () => {
      if (settled) return;
      if (!received) return fail(badRequest(`Choose a file to upload (form field "${UPLOAD_FIELD}").`));
      const { size, clientName, written } = received;
      written.then(
        () => {
          if (settled) return;
          if (size === 0) return fail(badRequest("The file is empty."));
          settled = true;
          resolve({ path: file, size, clientName, discard });
        },
        (error: Error) => fail(error),
      );
    });

    source.pipe(parser);
  });
}
