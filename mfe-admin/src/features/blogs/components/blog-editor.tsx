import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@yoga/auth';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateBlogMutation } from '../blogs.api';
import { BLOG_MESSAGES, blogDefaults, buildBlogFormData, type BlogFormValues } from '../blog-form';
import { ThumbnailPicker } from './thumbnail-picker';

export function BlogEditor() {
  const user = useSelector(selectCurrentUser);
  const [form] = Form.useForm<BlogFormValues>();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [createBlog, { isLoading }] = useCreateBlogMutation();
  const run = useMutationFeedback();
  const defaults = blogDefaults(user?.name);

  const onFinish = async (values: BlogFormValues) => {
    const created = await run(
      () => createBlog(buildBlogFormData(values, thumbnail, user?.name)).unwrap(),
      'Blog published',
    );
    if (created) {
      form.resetFields();
      setThumbnail(null);
    }
  };

  return (
    <Card title="Create blog" size="small" style={{ marginBottom: 24 }}>
      <Form<BlogFormValues>
        form={form}
        name="blog"
        noValidate
        layout="vertical"
        initialValues={defaults}
        onFinish={onFinish}
        aria-label="Create blog"
      >
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            columnGap: 16,
          }}
        >
          <Form.Item
            name="title"
            label="Title"
            rules={[{ required: true, whitespace: true, message: BLOG_MESSAGES.titleRequired }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="category" label="Category">
            <Input />
          </Form.Item>
          <Form.Item name="author" label="Author">
            <Input />
          </Form.Item>
          <Form.Item name="time_to_read" label="Time to read">
            <Input />
          </Form.Item>
        </div>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item>
          <ThumbnailPicker value={thumbnail} onChange={setThumbnail} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Publish blog
        </Button>
      </Form>
    </Card>
  );
}
