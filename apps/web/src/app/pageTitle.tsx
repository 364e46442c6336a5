import { createContext, useContext, useEffect } from 'react';

/** Lets a page whose title is only known at run time (a menu route) name the browser tab. */
export const PageTitleContext = createContext<(title: string | null) => void>(() => undefined);

export function useDynamicPageTitle(title: string | null): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
