import { Button, Space, Table } from 'antd';
import { drawnMediaSrcSet, drawnMediaUrl } from '@yoga/site-settings';
import { EditOutlined } from '@ant-design/icons';
import type { TableProps } from 'antd';
import type { Blog } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { DeleteButton } from '../../../components/delete-button';
import { titleColumn } from '../../../components/schedule/schedule-columns';
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

  const columns: TableProps<Blog>['columns'] = [
    {
      title: t('admin.blog.thumbnail'),
      dataIndex: 'thumbnail',
      key: 'thumbnail',
      render: (src: string | null, blog) =>
        src ? (
          <img
            src={drawnMediaUrl(src)}
            srcSet={blog.thumbnail_srcset ? drawnMediaSrcSet(blog.thumbnail_srcset) : undefined}
            sizes={blog.thumbnail_srcset ? '72px' : undefined}
            alt={blog.title}
            width={72}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : null,
    },
    titleColumn(t),
    { title: t('admin.blog.category'), dataIndex: 'category', key: 'category' },
    { title: t('admin.blog.author'), dataIndex: 'author', key: 'author' },
    { title: t('admin.blog.timeToRead'), dataIndex: 'time_to_read', key: 'time_to_read' },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      render: (_: unknown, blog: Blog) => (
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

  return (
    <Table<Blog>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={blogs}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
