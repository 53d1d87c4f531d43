import { useState } from "react";
import type { AdminFilm } from "@hancine/contract/back-office-films";
import { callApi } from "#web/lib/api-client.ts";
import { ConfirmButtons } from "#web/ui/confirm-buttons.tsx";
import { Modal } from "#web/ui/modal.tsx";

type Target = { id: string; name: string; archived: boolean };

/**
 * Confirms archiving a film (it leaves every public list; its page and orders stay) or bringing it
 * back. A film with showtimes ahead cannot be archived: the server's reason is shown here.
 */
export function ArchiveFilmDialog({ film, onClose, onDone }: { film: Target | null; onClose: () => void; onDone: (film: AdminFilm) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const archiving = film ? !film.archived : true;
  const confirm = async () => {
    if (!film || busy) return;
    setBusy(true);
    setError(null);
    const answer = await callApi("PATCH /admin/films/:id", { params: { id: film.id }, body: { archived: archiving } });
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    onDone(answer.result);
  };
  return (
    <Modal
      open={film !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={archiving ? "Lưu trữ phim?" : "Đưa phim trở lại?"}
      size="sm"
    >
      <p className="text-[15px] leading-relaxed text-slate-700">
        {archiving ? (
          <>
            <strong>{film?.name}</strong> sẽ rời mọi danh sách phim trên trang khách (đang chiếu, sắp chiếu, tìm kiếm, mua vé nhanh). Trang phim và các đơn đã
            bán vẫn giữ nguyên.
          </>
        ) : (
          <>
            <strong>{film?.name}</strong> sẽ hiện lại trên trang khách theo ngày khởi chiếu và ngày kết thúc của phim.
          </>
        )}
      </p>
      <ConfirmButtons
        error={error}
        busy={busy}
        keepLabel="Không"
        onKeep={onClose}
        onConfirm={() => void confirm()}
        confirmLabel={archiving ? "Lưu trữ" : "Đưa trở lại"}
        busyLabel="Đang lưu…"
        tone={archiving ? "secondary" : "primary"}
      />
    </Modal>
  );
}
