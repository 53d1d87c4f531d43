import { Link } from "react-router";
import { adminPaths } from "../shell/admin-paths.ts";

/** "← Các đợt mở bán" above a sale event's screens, then the screen's title. */
export function SaleEventsBackLink() {
  return (
    <p className="text-sm">
      <Link to={adminPaths.saleEvents()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
        ← Các đợt mở bán
      </Link>
    </p>
  );
}
