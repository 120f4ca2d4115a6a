import { useCallback, useEffect, useState } from 'react';
import { HTML_LANG, type Blog } from '@yoga/contracts';
import { activeLocale } from '@yoga/i18n';

/**
 * The blog's reads (GET /api/blogs/all, GET /api/blogs/:id) with a plain fetch, like the plans of the
 * price page: a blog page reached by a client-side navigation fetches its data; a server-rendered one
 * has it in the page's data. No store: a visitor of the blog never downloads Redux or RTK Query (~35 KB
 * of gzipped JavaScript on a post).
 */
export interface BlogRead<T> {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Not found (a post's 404). */
  isMissing: boolean;
  refetch: () => void;
}

function useBlogRead<T>(url: string | null): BlogRead<T> {
  const [state, setState] = useState<{
    data?: T;
    loading: boolean;
    error: boolean;
    missing: boolean;
  }>({ loading: url !== null, error: false, missing: false });
  const [attempt, setAttempt] = useState(0);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    setState({ loading: true, error: false, missing: false });
    fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': HTML_LANG[activeLocale()] },
    })
      .then(async (res) => {
        if (!live) return;
        if (!res.ok) {
          setState({ loading: false, error: true, missing: res.status === 404 });
          return;
        }
        const data = (await res.json()) as T;
        if (live) setState({ data, loading: false, error: false, missing: false });
      })
      .catch(() => live && setState({ loading: false, error: true, missing: false }));
    return () => {
      live = false;
    };
  }, [url, attempt]);
  return {
    data: state.data,
    isLoading: state.loading,
    isError: state.error,
    isMissing: state.missing,
    refetch,
  };
}

/** Every published post; `skip` when the server's data already has them. */
export function useBlogs({ skip }: { skip: boolean }): BlogRead<Blog[]> {
  return useBlogRead<Blog[]>(skip ? null : '/api/blogs/all');
}

/** One post; `skip` when the server's data already has it (or the id is not a post's). */
export function useBlog(id: number, { skip }: { skip: boolean }): BlogRead<Blog> {
  return useBlogRead<Blog>(skip ? null : `/api/blogs/${id}`);
}
