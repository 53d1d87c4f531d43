import { emailLink, type InfoContentOf } from "../info-content.ts";

export const careersContent: InfoContentOf = (site) => ({
  title: "Tuyển dụng",
  description: `Làm việc tại ${site.brand}: nhân viên rạp, kỹ thuật viên chiếu phim, quản lý ca và các vị trí văn phòng. Cách gửi hồ sơ.`,
  lead: `Bạn yêu điện ảnh và thích làm việc với mọi người? ${site.brand} luôn chào đón những đồng đội mới tại các rạp và văn phòng.`,
  sections: [
    {
      heading: "Các vị trí thường tuyển",
      items: [
        "Nhân viên rạp (bán vé, bắp nước, soát vé): toàn thời gian hoặc bán thời gian theo ca, phù hợp cả sinh viên.",
        "Kỹ thuật viên chiếu phim: vận hành máy chiếu, âm thanh, phòng IMAX và 4DX.",
        "Quản lý ca, quản lý rạp.",
        "Văn phòng: chăm sóc khách hàng, marketing, kinh doanh, công nghệ.",
      ],
    },
    {
      heading: "Làm việc tại đây có gì",
      items: [
        "Lương theo giờ hoặc theo tháng, thưởng lễ Tết, bảo hiểm theo luật lao động.",
        "Vé xem phim miễn phí cho nhân viên.",
        "Đào tạo bài bản, lộ trình lên quản lý ca.",
      ],
    },
    {
      heading: "Cách ứng tuyển",
      paragraphs: [
        `Gửi CV tới ${emailLink(site, "Ứng tuyển – [vị trí] – [rạp]")}, tiêu đề ghi vị trí và rạp bạn muốn làm. Hồ sơ phù hợp được liên hệ trong 5 ngày làm việc. Hồ sơ của bạn chỉ được dùng cho việc tuyển dụng.`,
      ],
    },
  ],
});
