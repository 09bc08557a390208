"use client";

import { ApiError } from "@/lib/api-client";

/**
 * Sends one file to the upload call with XMLHttpRequest, whose upload events report progress (fetch
 * has none). Resolves with the created record; rejects with an ApiError carrying the server's message.
 */
export function uploadFile<T>(file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/media/upload");
    request.withCredentials = true;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as T);
      } else {
        reject(new ApiError(request.status, request.responseText || request.statusText));
      }
    });
    request.addEventListener("error", () => reject(new Error("The upload was interrupted: check your connection and try again.")));
    request.addEventListener("abort", () => reject(new Error("The upload was cancelled.")));
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
