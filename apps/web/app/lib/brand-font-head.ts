/** The class that puts the brand font on the page, and the flag saying this browser has its files (decision 058). */
export const BRAND_FONT_CLASS = "brand-font";
export const BRAND_FONT_REMEMBERED = "hc-brand-font";

/** Inline in `<head>`: a returning browser gets the class before the first layout. */
export const BRAND_FONT_HEAD_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(BRAND_FONT_REMEMBERED)}))document.documentElement.classList.add(${JSON.stringify(BRAND_FONT_CLASS)})}catch(e){}`;
