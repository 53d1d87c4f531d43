import { useState } from "react";
import type { AdminFilmReview } from "@hancine/contract/back-office-film-reviews";
import { ConfirmButtons } from "#web/ui/confirm-buttons.tsx";
import { Modal } from "#web/ui/modal.tsx";

/** Asked before a review's words leave the film page: who wrote it, on which film, and what it says. */
export function HideReviewDialog({ review, onConfirm, onClose }: { review: AdminFilmReview; onConfirm: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Ẩn nhận xét này?"
      description={`Của ${review.author.fullName} về phim ${review.film.name}.`}
      size="sm"
    >
      <blockquote className="max-h-48 overflow-y-auto whitespace-pre-line break-words rounded-card border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800">
        {review.review}
      </blockquote>
      <p className="mt-3 text-sm text-slate-700">
        Khán giả sẽ không còn thấy nội dung này trên trang phim; điểm {review.score}/10 vẫn được tính vào điểm của phim. Bạn có thể hiện lại bất cứ lúc nào.
      </p>
      <ConfirmButtons
        busy={busy}
        keepLabel="Để nguyên"
        confirmLabel="Ẩn nhận xét"
        busyLabel="Đang ẩn…"
        onKeep={onClose}
        onConfirm={() => {
          setBusy(true);
          void onConfirm();
        }}
      />
    </Modal>
  );
}
