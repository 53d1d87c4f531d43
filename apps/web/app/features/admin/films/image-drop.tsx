import { useEffect, useRef, useState, type DragEvent } from "react";
import type { MediaPurpose } from "@hancine/contract/back-office-films-constants";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { errorIdOf, FieldError } from "#web/ui/form-fields.tsx";
import { HiddenValues } from "#web/lib/forms/hidden-values.tsx";
import { precheck, previewUrl, uploadImage } from "./upload-image.ts";

/** A picture chosen for the film: the media id the server knows, and what to show for it. */
export type ChosenArt = { mediaId: string; url: string; placeholder: string | null };

type ImageDropProps = {
  id: string;
  /** The form's field for the chosen picture's media id ("" when none). */
  name?: string;
  label: string;
  hint: string;
  purpose: MediaPurpose;
  value: ChosenArt | null;
  onChange: (art: ChosenArt | null) => void;
  /** The server's word on the field (e.g. the picture no longer exists). */
  error?: string | undefined;
  /** Whether it may be left empty (then a 'Bỏ ảnh' button shows). */
  optional?: boolean;
  disabled?: boolean;
};

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg";

/**
 * An image field: drop a file on it or choose one with its button (keyboard: Tab to 'Chọn ảnh',
 * Space or Enter). The file goes up at once with its progress shown; the preview shows the copy the
 * site will use, over its blurred placeholder. Errors (too large, not a picture) say what to do.
 */
export function ImageDrop({ id, name, label, hint, purpose, value, onChange, error, optional = false, disabled = false }: ImageDropProps) {
  // "Chọn ảnh poster", but "Chọn ảnh minh hoạ" (not "ảnh ảnh") when the label already says "Ảnh".
  const picture = /^ảnh\s/i.test(label) ? label.toLowerCase() : `ảnh ${label.toLowerCase()}`;
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [announce, setAnnounce] = useState("");
  const abort = useRef<(() => void) | null>(null);
  useEffect(() => () => abort.current?.(), []);

  const send = async (file: File) => {
    const early = precheck(file);
    if (early) {
      setProblem(early);
      setAnnounce(early);
      return;
    }
    setProblem(null);
    setProgress(0);
    setAnnounce(`Đang tải lên ${file.name}…`);
    const upload = uploadImage(file, purpose, setProgress);
    abort.current = upload.abort;
    const outcome = await upload.done;
    abort.current = null;
    setProgress(null);
    if (!outcome.ok) {
      const message = outcome.error.fields?.file ?? outcome.error.message;
      setProblem(message);
      setAnnounce(message);
      return;
    }
    const image = outcome.result;
    onChange({ mediaId: image.id, url: previewUrl(image, purpose === "poster" ? 400 : 800), placeholder: image.placeholder });
    setAnnounce(`Đã tải lên ${label.toLowerCase()}.`);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && progress === null) void send(file);
  };

  const shown = problem ?? error;
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const poster = purpose === "poster";
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={cx(hintId, shown && errorIdOf(id))}>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex gap-4">
        <div
          className={cx("shrink-0 self-start overflow-hidden rounded-card bg-slate-200 bg-cover bg-center", poster ? "aspect-[2/3] w-24" : "aspect-video w-40")}
          style={value?.placeholder ? { backgroundImage: `url("${value.placeholder}")` } : undefined}
        >
          {value ? (
            <img src={value.url} alt={`${label} đã chọn`} width={poster ? 400 : 800} height={poster ? 600 : 450} className="h-full w-full object-cover" />
          ) : (
            <span className="flex h-full items-center justify-center p-2 text-center text-xs text-slate-600">Chưa có ảnh</span>
          )}
        </div>
        <div
          data-testid={`${id}-dropzone`}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cx(
            "flex min-w-0 flex-1 flex-col items-start justify-center gap-2 rounded-card border-2 border-dashed px-4 py-3 transition-colors",
            dragging ? "border-link bg-blue-50" : "border-slate-300 bg-white",
            shown && "border-red-600",
          )}
        >
          <p className="text-sm text-slate-700">Kéo thả ảnh vào đây, hoặc</p>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={disabled || progress !== null}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={cx(
              buttonClass("secondary", "cursor-pointer", "sm"),
              "px-3 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-link peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
            )}
          >
            {value ? `Chọn ${picture} khác` : `Chọn ${picture}`}
          </label>
          {progress !== null ? (
            <div className="flex w-full items-center gap-2 text-sm text-slate-700">
              <progress
                value={Math.round(progress * 100)}
                max={100}
                aria-label={`Tiến độ tải ${label.toLowerCase()}`}
                className="h-2 flex-1 accent-amber-brand"
              />
              <span>{Math.round(progress * 100)}%</span>
            </div>
          ) : null}
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
          {optional && value && progress === null ? (
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(null)}
              className="text-sm font-medium text-link underline underline-offset-2 hover:text-night-900"
            >
              Bỏ {label.toLowerCase()}
            </button>
          ) : null}
        </div>
      </div>
      <FieldError id={id} error={shown ?? undefined} />
      <p role="status" className="sr-only">
        {announce}
      </p>
      {name ? <HiddenValues name={name} value={value?.mediaId ?? ""} /> : null}
    </div>
  );
}
