import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * The gift cards' designs (issue 35), drawn here in the brand's colours (docs/brand.md): night blue,
 * lantern amber, the Han River's lights. A card's shape is a bank card's (85.6 × 54 mm).
 */
export const GIFT_CARD_DESIGNS = ["song-han", "sen-vang", "bap-rang", "sinh-nhat"] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];

function Motif({ design }: { design: GiftCardDesign }) {
  switch (design) {
    case "song-han":
      return (
        <g>
          <path d="M0 360 Q214 300 428 360 T856 360 V540 H0Z" fill="#13244d" />
          <path d="M90 330 Q428 170 766 330" fill="none" stroke="#F5A623" strokeWidth="10" />
          {[170, 260, 350, 440, 530, 620, 700].map((x) => (
            <line key={x} x1={x} x2={x} y1={330 - Math.sin(((x - 90) / 676) * Math.PI) * 150} y2="330" stroke="#F5A623" strokeWidth="4" opacity="0.8" />
          ))}
          {[120, 220, 330, 470, 590, 700].map((x, i) => (
            <rect key={x} x={x} y={390 + (i % 3) * 28} width={60 - (i % 2) * 20} height="6" rx="3" fill="#F5A623" opacity={0.35 + (i % 3) * 0.15} />
          ))}
        </g>
      );
    case "sen-vang":
      return (
        <g transform="translate(600 300)">
          {[-60, -30, 0, 30, 60].map((angle) => (
            <path
              key={angle}
              d="M0 0 C-40 -70 -20 -140 0 -170 C20 -140 40 -70 0 0Z"
              fill="#F5A623"
              opacity={angle === 0 ? 1 : 0.75}
              transform={`rotate(${angle})`}
            />
          ))}
          <ellipse cx="0" cy="10" rx="120" ry="18" fill="#2F6FEB" opacity="0.5" />
        </g>
      );
    case "bap-rang":
      return (
        <g transform="translate(560 150)">
          {[0, 40, 80, 120, 160, 30, 70, 110, 150].map((x, i) => (
            <circle key={`${x}-${i}`} cx={x + 20} cy={i < 5 ? 40 : 0} r="34" fill="#FFF6E3" />
          ))}
          <path d="M0 60 H220 L195 330 H25Z" fill="#0B1633" />
          {[30, 80, 130, 180].map((x) => (
            <path key={x} d={`M${x} 60 H${x + 25} L${x + 18} 330 H${x + 5}Z`} fill="#D62839" />
          ))}
        </g>
      );
    case "sinh-nhat":
      return (
        <g>
          {[
            [560, 170, "#F5A623"],
            [650, 130, "#FFFFFF"],
            [730, 190, "#D62839"],
          ].map(([cx, cy, fill]) => (
            <g key={String(cx)}>
              <ellipse cx={cx as number} cy={cy as number} rx="46" ry="58" fill={fill as string} />
              <path d={`M${cx} ${(cy as number) + 58} q-14 60 10 120`} fill="none" stroke="#FFFFFF" strokeWidth="3" opacity="0.7" />
            </g>
          ))}
          {[300, 360, 420, 480, 800].map((x, i) => (
            <rect
              key={x}
              x={x}
              y={80 + (i % 2) * 60}
              width="14"
              height="30"
              rx="3"
              fill={i % 2 ? "#F5A623" : "#2F6FEB"}
              transform={`rotate(${i * 35} ${x} 100)`}
            />
          ))}
        </g>
      );
  }
}

/**
 * A gift card's face: its design, the brand, "Thẻ quà tặng" in the page's language and, when given,
 * the amount (e.g. "500.000 ₫"). Decorative unless `label` names it.
 */
export function GiftCardArt({
  design,
  brand,
  amount,
  label,
  className,
}: {
  design: GiftCardDesign;
  brand: string;
  amount?: string;
  label?: string;
  className?: string;
}) {
  const { t } = useI18n();
  const ground = design === "bap-rang" ? "#F5A623" : design === "sinh-nhat" ? "#2F6FEB" : "#0B1633";
  const ink = design === "bap-rang" ? "#0B1633" : "#FFFFFF";
  return (
    <svg viewBox="0 0 856 540" className={className} role={label ? "img" : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <rect width="856" height="540" rx="40" fill={ground} />
      <Motif design={design} />
      <text x="56" y="104" fill={ink} fontSize="54" fontWeight="700" fontFamily="inherit">
        {brand}
      </text>
      <text x="56" y="156" fill={ink} fontSize="30" fontFamily="inherit" opacity="0.85">
        {t("shop.gift.face")}
      </text>
      {amount ? (
        <text x="56" y="480" fill={ink} fontSize="60" fontWeight="700" fontFamily="inherit">
          {amount}
        </text>
      ) : null}
    </svg>
  );
}
