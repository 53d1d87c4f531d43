import * as Menu from "@radix-ui/react-navigation-menu";
import { useState } from "react";
import { cx } from "#web/ui/cx.ts";
import { NO_FOCUS_PROXY } from "#web/ui/radix-focus-proxy.ts";
import { AccountList, AccountToggle, type AccountMenuProps } from "./account-menu-parts.tsx";

/**
 * The account menu on Radix's NavigationMenu, in place of `AccountMenu`'s plain markup (the same
 * markup and ids): its button opens and closes it; Escape (focus back on the button), a click
 * outside and focus leaving it close it; Tab from the button goes into it. A disclosure, not an
 * ARIA menu: a link and a button, read as such. Nothing opens on hover (activation is manual), and
 * the root is a div, not a second navigation landmark.
 */
export function AccountMenuRadix({ user, onLogout, id }: AccountMenuProps & { id: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Menu.Root asChild aria-label={undefined} value={open ? "account" : ""} onValueChange={(value) => setOpen(value !== "")} activationMode="manual">
      <div>
        <Menu.List asChild>
          <div>
            <Menu.Item asChild value="account">
              <div className={cx("relative", NO_FOCUS_PROXY)}>
                <Menu.Trigger asChild>
                  <AccountToggle user={user} open={open} aria-controls={id} />
                </Menu.Trigger>
                {open ? (
                  // Named by nothing, as before (Radix would label it by the button).
                  <Menu.Content asChild aria-labelledby={undefined}>
                    <AccountList
                      id={id}
                      user={user}
                      busy={busy}
                      onAccount={() => setOpen(false)}
                      onLogout={async () => {
                        setBusy(true);
                        await onLogout();
                        setBusy(false);
                        setOpen(false);
                      }}
                    />
                  </Menu.Content>
                ) : (
                  <AccountList id={id} user={user} hidden />
                )}
              </div>
            </Menu.Item>
          </div>
        </Menu.List>
      </div>
    </Menu.Root>
  );
}
