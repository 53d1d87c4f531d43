import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";

/** The top of a content page: breadcrumbs, the page's one h1 and a short lead, on the brand's mist band. */
export function PageHeader({ crumbs, title, lead, children }: { crumbs: Crumb[]; title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    // The brand's link blue is a shade too light on the mist band (4.3:1): links here take a darker blue.
    <div className="border-b border-slate-200 bg-mist [&_.text-link]:text-blue-700">
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
        <Breadcrumbs items={crumbs} />
        <h1 className="mt-3 text-2xl font-bold leading-tight text-night-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-3xl text-[15px] leading-relaxed text-slate-700 sm:text-base">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
