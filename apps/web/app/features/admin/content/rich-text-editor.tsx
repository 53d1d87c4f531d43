import { useState } from "react";
import { mergeAttributes, Node } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { embedTrailerUrl } from "@hancine/contract/trailer-link";
import { cx } from "#web/ui/cx.ts";
import { errorIdOf } from "#web/ui/form-fields.tsx";
import { uploadImage, previewUrl } from "../films/upload-image.ts";

/**
 * The back office's rich text editor (TipTap; loaded by the admin screens only, never by a public
 * page). It makes the HTML the server's sanitizer keeps (decision 047) — headings, emphasis, lists,
 * quotes, links, our uploaded pictures, YouTube/Vimeo privacy embeds — and the server sanitizes it
 * again whatever the browser sends.
 */

/** A trailer: an iframe of a YouTube (nocookie) or Vimeo embed, nothing else. */
const Trailer = Node.create({
  name: "trailer",
  group: "block",
  atom: true,
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [{ tag: "iframe[src]", getAttrs: (element) => ({ src: embedTrailerUrl((element as HTMLElement).getAttribute("src") ?? "") }) }],
  renderHTML: ({ HTMLAttributes }) => ["iframe", mergeAttributes(HTMLAttributes, { title: "Video", allowfullscreen: "true", loading: "lazy" })],
});

const TOOL =
  "inline-flex min-h-9 min-w-9 items-center justify-center rounded-card border border-slate-300 px-2 text-sm font-bold text-night-900 hover:bg-slate-100 aria-pressed:bg-night-900 aria-pressed:text-white";

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
    }),
  });
  const [note, setNote] = useState("");
  const chain = () => editor.chain().focus();
  const addLink = () => {
    const href = window.prompt("Địa chỉ liên kết (https://… hoặc /đường-dẫn-trong-trang):", editor.getAttributes("link").href ?? "");
    if (href === null) return;
    if (href.trim() === "") chain().unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const addTrailer = () => {
    const link = window.prompt("Đường dẫn video YouTube hoặc Vimeo:");
    if (!link) return;
    const src = embedTrailerUrl(link);
    if (!src) {
      setNote("Chỉ nhận đường dẫn video YouTube hoặc Vimeo.");
      return;
    }
    chain().insertContent({ type: "trailer", attrs: { src } }).run();
    setNote("Đã chèn trailer.");
  };
  const addImage = (file: File) => {
    setNote(`Đang tải lên ${file.name}…`);
    void uploadImage(file, "image", () => {}).done.then((outcome) => {
      if (!outcome.ok) return setNote(outcome.error.fields?.file ?? outcome.error.message);
      chain()
        .setImage({ src: previewUrl(outcome.result, 800), alt: "" })
        .run();
      setNote("Đã chèn ảnh.");
    });
  };
  return (
    <div role="toolbar" aria-label={`Định dạng ${label.toLowerCase()}`} className="flex flex-wrap gap-1 border-b border-slate-200 p-2">
      <button type="button" className={TOOL} aria-pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        Tiêu đề
      </button>
      <button type="button" className={TOOL} aria-pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        Tiêu đề nhỏ
      </button>
      <button type="button" className={TOOL} aria-pressed={state.bold} aria-label="Đậm" onClick={() => chain().toggleBold().run()}>
        B
      </button>
      <button type="button" className={cx(TOOL, "italic")} aria-pressed={state.italic} aria-label="Nghiêng" onClick={() => chain().toggleItalic().run()}>
        I
      </button>
      <button type="button" className={TOOL} aria-pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        • Danh sách
      </button>
      <button type="button" className={TOOL} aria-pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1. Danh sách
      </button>
      <button type="button" className={TOOL} aria-pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        Trích dẫn
      </button>
      <button type="button" className={TOOL} aria-pressed={state.link} onClick={addLink}>
        Liên kết
      </button>
      <label className={cx(TOOL, "cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-link")}>
        Ảnh
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) addImage(file);
          }}
        />
      </label>
      <button type="button" className={TOOL} onClick={addTrailer}>
        Trailer
      </button>
      <p role="status" className="sr-only">
        {note}
      </p>
      {note ? <p className="basis-full text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}

type RichTextEditorProps = { id: string; label: string; value: string; onChange: (html: string) => void; error?: string | undefined };

export function RichTextEditor({ id, label, value, onChange, error }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false } }), Image, Trailer],
    content: value,
    // Server rendering draws nothing; the editor appears once the page is interactive.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(error && { "aria-invalid": "true", "aria-describedby": errorIdOf(id) }),
        class:
          "min-h-48 px-3 py-2 text-[15px] leading-relaxed text-slate-900 focus:outline-none space-y-3 [&_a]:text-link [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-amber-brand [&_blockquote]:pl-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_iframe]:aspect-video [&_iframe]:w-full [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className={cx("rounded-card border bg-white focus-within:border-link", error ? "border-red-600" : "border-slate-300")}>
        {editor ? <Toolbar editor={editor} label={label} /> : null}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={errorIdOf(id)} className="mt-1.5 text-sm leading-snug text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
