import { Button, Popconfirm, Table } from 'antd';
import type { TableProps } from 'antd';
import { MESSAGES, type Blog } from '@yoga/contracts';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useDeleteBlogMutation } from '../blogs.api';

export function BlogList({ blogs, loading }: { blogs: Blog[]; loading: boolean }) {
  const [deleteBlog] = useDeleteBlogMutation();
  const run = useMutationFeedback();

  const columns: TableProps<Blog>['columns'] = [
    {
      title: 'Thumbnail',
      dataIndex: 'thumbnail',
      key: 'thumbnail',
      render: (src: string | null, blog) =>
        src ? (
          <img
            src={src}
            alt={blog.title}
            width={72}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : null,
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Category', dataIndex: 'category', key: 'category' },
    { title: 'Author', dataIndex: 'author', key: 'author' },
    { title: 'Time to read', dataIndex: 'time_to_read', key: 'time_to_read' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, blog: Blog) => (
        <Popconfirm
          title={MESSAGES.confirmDeleteClass}
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => run(() => deleteBlog(blog.id).unwrap(), 'Blog deleted')}
        >
          <Button size="small" danger>
            Delete
          </Button>
        </Popconfirm>
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
