import { useId } from "react";
import { lazyPart } from "#web/ui/lazy-part.tsx";
import { useOnDemand } from "#web/ui/use-on-demand.ts";
import { AccountToggle, AccountList, type AccountMenuProps } from "./account-menu-parts.tsx";

// Radix's NavigationMenu comes when the visitor first points at, focuses or clicks the button (decision 031).
const AccountMenuRadix = lazyPart(() => import("./account-menu-radix.tsx").then((m) => m.AccountMenuRadix));

/**
 * The signed-in person's name in the header, opening a small menu: Tài khoản, Đăng xuất. Rendered
 * closed, as plain markup, until Radix's NavigationMenu (`account-menu-radix.tsx`) takes its place
 * on the first pointerenter, focus or click (a click made before opens it then).
 */
export function AccountMenu(props: AccountMenuProps) {
  const id = useId();
  const [Radix, load, ref] = useOnDemand(AccountMenuRadix);
  if (Radix) return <Radix {...props} id={`${id}-menu`} />;
  return (
    <div ref={ref} className="relative" onPointerEnter={load} onFocus={load} onClick={load}>
      <AccountToggle user={props.user} open={false} aria-controls={`${id}-menu`} />
      <AccountList id={`${id}-menu`} user={props.user} hidden />
    </div>
  );
}
