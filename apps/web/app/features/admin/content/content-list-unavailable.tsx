/** A content list that could not be shown: not the person's section (403), or not read from the server. */
export function ContentListUnavailable({ title, what, denied }: { title: string; what: string; denied: boolean }) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-night-900">{title}</h1>
      <p role="alert" className="mt-4 rounded-card border border-red-200 bg-red-50 px-3 py-2.5 text-red-800">
        {denied ? "Mục Nội dung dành cho quản trị chuỗi." : `Chưa tải được danh sách ${what}. Bạn hãy tải lại trang sau ít phút.`}
      </p>
    </div>
  );
}
