/**
 * The local gateway's only stylesheet, served from /dev/gateway/assets/gateway.css so the pages need
 * no inline style or script (their CSP allows neither). Brand colours from docs/brand.md.
 */
export const LOCAL_GATEWAY_CSS = `
:root { --night: #0B1633; --amber: #F5A623; --blue: #2F6FEB; --blue-text: #1F4FB8; --ink: #1A2233; --muted: #4A5568; --line: #D9DEE8; --paper: #FFFFFF; --ground: #F3F5F9; --danger: #B42318; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: "Be Vietnam Pro", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; font-size: 16px; line-height: 1.6; color: var(--ink); background: var(--ground); }
.bar { background: var(--night); color: #fff; }
.bar-inner { max-width: 640px; margin: 0 auto; padding: 14px 20px; display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.bar-title { font-weight: 700; font-size: 1.05rem; display: flex; align-items: center; gap: 8px; margin: 0; }
.bar-title svg { flex: none; }
.badge { margin-left: auto; font-size: 0.8rem; font-weight: 500; color: var(--night); background: var(--amber); border-radius: 999px; padding: 2px 10px; }
main { max-width: 640px; margin: 24px auto; padding: 0 16px; }
.card { background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: 24px 20px; box-shadow: 0 1px 3px rgba(11, 22, 51, 0.08); }
h1 { font-size: 1.375rem; line-height: 1.35; margin: 0 0 8px; }
h2 { font-size: 1rem; margin: 24px 0 8px; color: var(--muted); font-weight: 500; }
p { margin: 0 0 12px; }
.lead { color: var(--muted); }
dl { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 2px 16px; }
dt { color: var(--muted); font-size: 0.9rem; margin-top: 10px; }
dd { margin: 0; font-weight: 500; overflow-wrap: anywhere; }
@media (min-width: 560px) {
  dl { grid-template-columns: 190px minmax(0, 1fr); gap: 0; }
  dt, dd { margin-top: 0; padding: 8px 0; border-bottom: 1px solid var(--line); }
  dt { padding-right: 16px; }
}
.amount { margin: 20px 0 0; padding: 16px; background: #FFF7E8; border: 1px solid #F6D08A; border-radius: 8px; display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 4px 12px; }
.amount-label { color: var(--muted); }
.amount-value { font-size: 1.75rem; font-weight: 700; color: var(--night); }
.actions { margin-top: 24px; display: grid; gap: 12px; }
@media (min-width: 560px) { .actions { grid-template-columns: 1fr 1fr; } .actions .primary { grid-column: 1 / -1; } }
button, .button { font: inherit; font-weight: 700; min-height: 48px; padding: 10px 18px; border-radius: 8px; cursor: pointer; border: 2px solid transparent; text-align: center; text-decoration: none; display: inline-flex; align-items: center; justify-content: center; }
.primary { background: var(--amber); color: var(--night); border-color: var(--amber); }
.primary:hover { background: #E0951A; border-color: #E0951A; }
.secondary { background: var(--paper); color: var(--blue-text); border-color: var(--blue); }
.secondary:hover { background: #EEF3FE; }
.tertiary { background: var(--paper); color: var(--danger); border-color: #E4A49E; }
.tertiary:hover { background: #FEF3F2; }
button:focus-visible, .button:focus-visible, a:focus-visible { outline: 3px solid var(--blue); outline-offset: 2px; }
.hint { margin-top: 16px; font-size: 0.875rem; color: var(--muted); }
.error-code { font-size: 0.9rem; color: var(--muted); }
.error-title { color: var(--danger); }
a { color: var(--blue-text); }
footer { max-width: 640px; margin: 0 auto 32px; padding: 0 20px; font-size: 0.8rem; color: var(--muted); }
/* Cổng MoMo thử nghiệm: the same page in MoMo's magenta. */
.theme-momo .bar { background: #A50064; }
.theme-momo .primary { background: #A50064; color: #FFFFFF; border-color: #A50064; }
.theme-momo .primary:hover { background: #86004F; border-color: #86004F; }
.theme-momo .amount { background: #FDF0F7; border-color: #F0B5D5; }
.theme-momo .amount-value { color: #A50064; }
/* Cổng ZaloPay thử nghiệm: the same page in ZaloPay's blue. */
.theme-zalopay .bar { background: #0068FF; }
.theme-zalopay .primary { background: #0068FF; color: #FFFFFF; border-color: #0068FF; }
.theme-zalopay .primary:hover { background: #0052CC; border-color: #0052CC; }
.theme-zalopay .amount { background: #EEF5FF; border-color: #A9C9FF; }
.theme-zalopay .amount-value { color: #0052CC; }
/* Hoá đơn điện tử thử nghiệm (decision 052): the invoice's table. */
.lines { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
.lines th, .lines td { text-align: left; padding: 8px 6px; border-bottom: 1px solid var(--line); vertical-align: top; }
.lines th { color: var(--muted); font-weight: 500; }
.lines .num { text-align: right; white-space: nowrap; }
@media (prefers-reduced-motion: no-preference) { button, .button { transition: background-color 150ms ease; } }
`;
