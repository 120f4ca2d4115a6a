import { useRef, useState } from 'react';
import { Typography } from 'antd';
import type { Blog } from '@yoga/contracts';
import { useBlogsQuery } from '@yoga/api-client';
import { useLocale, useCatalog } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { BlogEditor } from '../components/blog-editor';
import { BlogList } from '../components/blog-list';
import { blogCatalog } from '../i18n';

/** "Access denied" for non-admins is handled by the panel's guard around every screen. */
export default function CreateBlogPage() {
  useCatalog(blogCatalog);
  const { t } = useLocale();
  const { data, error, isFetching, refetch } = useBlogsQuery();
  const [editing, setEditing] = useState<Blog | null>(null);
  const editor = useRef<HTMLDivElement>(null);
  const edit = (blog: Blog) => {
    setEditing(blog);
    editor.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.blog.title')}
      </Typography.Title>
      <div ref={editor}>
        <BlogEditor
          key={editing ? `edit-${editing.id}` : 'new'}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      </div>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('admin.blog.posts')}
      </Typography.Title>
      <QueryError error={error} onRetry={refetch} />
      <BlogList blogs={data ?? []} loading={isFetching} onEdit={edit} />
    </>
  );
}
