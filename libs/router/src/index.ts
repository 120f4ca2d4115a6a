// Component-router API used by the shell and remotes. rspack.shared.ts provides this module for both
// `react-router` and `react-router-dom`, so app code keeps its usual imports and loads one small router.
// `react-router-impl` is an alias to the package's own ESM build (bypassing the shared-module mapping).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  useOutlet,
  useOutletContext,
  useResolvedPath,
  useRoutes,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router-impl';
export type {
  LinkProps,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  Location,
  Params,
  PathMatch,
  RouteObject,
  To,
} from 'react-router-impl';
