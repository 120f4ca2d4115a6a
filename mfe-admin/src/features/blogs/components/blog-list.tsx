import { Button, Space } from 'antd';
import { drawnMediaSrcSet, drawnMediaUrl } from '@yoga/site-settings';
import { EditOutlined } from '@ant-design/icons';
import type { Blog } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { DeleteButton } from '../../../components/delete-button';
import { PlainTable, TableEmpty, type PlainColumn } from '../../../components/plain-table';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useDeleteBlogMutation } from '../blogs.api';
import '../i18n';

export function BlogList({
  blogs,
  loading,
  onEdit,
}: {
  blogs: Blog[];
  loading: boolean;
  /** "Edit": the editor above takes the post. */
  onEdit: (blog: Blog) => void;
}) {
  const { t } = useLocale();
  const [deleteBlog] = useDeleteBlogMutation();
  const run = useMutationFeedback();

  const columns: PlainColumn<Blog>[] = [
    {
      title: t('admin.blog.thumbnail'),
      key: 'thumbnail',
      render: (blog) =>
        blog.thumbnail ? (
          <img
            src={drawnMediaUrl(blog.thumbnail)}
            srcSet={blog.thumbnail_srcset ? drawnMediaSrcSet(blog.thumbnail_srcset) : undefined}
            sizes={blog.thumbnail_srcset ? '72px' : undefined}
            alt={blog.title}
            width={72}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : null,
    },
    { title: t('admin.common.title'), key: 'title', render: (blog) => blog.title },
    { title: t('admin.blog.category'), key: 'category', render: (blog) => blog.category },
    { title: t('admin.blog.author'), key: 'author', render: (blog) => blog.author },
    { title: t('admin.blog.timeToRead'), key: 'time_to_read', render: (blog) => blog.time_to_read },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      render: (blog) => (
        <Space>
          <Button
            icon={<EditOutlined />}
            onClick={() => onEdit(blog)}
            aria-label={t('admin.blog.editPost', { title: blog.title })}
          >
            {t('admin.blog.editButton')}
          </Button>
          <DeleteButton
            confirm={t('admin.common.confirmDelete')}
            onConfirm={() => run(() => deleteBlog(blog.id).unwrap(), t('admin.blog.deleted'))}
          />
        </Space>
      ),
    },
  ];

  // Drawn plain, antd's Table only past a page of 20 posts (issue 38: every admin page within 300 KB).
  return (
    <PlainTable<Blog>
      rowKey={(blog) => blog.id}
      size="middle"
      columns={columns}
      rows={blogs}
      loading={loading}
      pageSize={20}
      empty={<TableEmpty />}
      scrollX
    />
  );
}
