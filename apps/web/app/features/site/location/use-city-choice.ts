import { useState } from "react";
import { useRevalidator } from "react-router";
import { rememberCity, type LocationSlug } from "#web/lib/city-cookie.ts";

/**
 * The chosen location: remembered in a cookie (so the server renders it next time) and the page's
 * data reloaded for it. The label changes at once; the lists follow when the reload lands.
 */
export function useCityChoice(fromServer: LocationSlug) {
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<LocationSlug | null>(null);

  const choose = (slug: LocationSlug) => {
    rememberCity(slug);
    setChosen(slug);
    void revalidator.revalidate();
  };

  return { city: chosen ?? fromServer, choose, loading: revalidator.state === "loading" };
}
