import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type {
  Blog,
  CertificateVerification,
  FeaturedCoupon,
  Plan,
  WeekSchedule,
} from '@yoga/contracts';

/** The API data a page was rendered with on the server, handed to the browser for hydration. */
export interface RouteData {
  /** The path it belongs to: a later navigation to another path fetches as usual. */
  path: string;
  blogs?: Blog[];
  /** A post (`null`: there is no such post). */
  blog?: Blog | null;
  /** The schedule page's week (classes of the next days that have not ended when it was rendered). */
  schedule?: WeekSchedule;
  /** The price page's plans on sale (GET /api/plans), with their figures when it was rendered. */
  plans?: Plan[];
  /** The price page's offer (`null`: none shown). */
  offer?: FeaturedCoupon | null;
  /** A certificate check's certificate (`null`: no certificate has the code). */
  certificate?: CertificateVerification | null;
}

const InitialDataContext = createContext<RouteData | null>(null);
export const InitialDataProvider = InitialDataContext.Provider;

/** The server's data for the current path, if the page was server-rendered with some. */
export function useInitialData(): RouteData | undefined {
  const data = useContext(InitialDataContext);
  const { pathname } = useLocation();
  return data && data.path === pathname ? data : undefined;
}

const ServerRenderedContext = createContext(false);
/** Provided (true) around the server-rendered document, on the server and while the browser hydrates it. */
export const ServerRenderedProvider = ServerRenderedContext.Provider;

/** Whether this tree is the server-rendered document (its HTML is already painted). */
export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}
