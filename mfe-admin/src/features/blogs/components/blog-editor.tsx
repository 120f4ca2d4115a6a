import { useState } from 'react';
import { Form, Input } from 'antd';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@yoga/auth';
import { useLocale } from '@yoga/i18n';
import { EditorCard } from '../../../components/editor-card';
import { DescriptionField, TitleField } from '../../../components/editor-fields';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateBlogMutation } from '../blogs.api';
import { BLOG_MESSAGES, blogDefaults, buildBlogFormData, type BlogFormValues } from '../blog-form';
import { ThumbnailPicker } from './thumbnail-picker';
import '../i18n';

export function BlogEditor() {
  const { t } = useLocale();
  const user = useSelector(selectCurrentUser);
  const [form] = Form.useForm<BlogFormValues>();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [createBlog, { isLoading }] = useCreateBlogMutation();
  const run = useMutationFeedback();
  const defaults = blogDefaults(user?.name);

  const onFinish = async (values: BlogFormValues) => {
    const created = await run(
      () => createBlog(buildBlogFormData(values, thumbnail, user?.name)).unwrap(),
      t('admin.blog.published'),
    );
    if (created) {
      form.resetFields();
      setThumbnail(null);
    }
  };

  return (
    <EditorCard<BlogFormValues>
      form={form}
      name="blog"
      title={t('admin.blog.create')}
      label={t('admin.blog.create')}
      initialValues={defaults}
      onFinish={onFinish}
      minColumnWidth={200}
      submitLabel={t('admin.blog.publish')}
      busy={isLoading}
      fields={
        <>
          <TitleField
            rule={{ required: true, whitespace: true, message: BLOG_MESSAGES.titleRequired }}
          />
          <Form.Item name="category" label={t('admin.blog.category')}>
            <Input />
          </Form.Item>
          <Form.Item name="author" label={t('admin.blog.author')}>
            <Input />
          </Form.Item>
          <Form.Item name="time_to_read" label={t('admin.blog.timeToRead')}>
            <Input />
          </Form.Item>
        </>
      }
    >
      <DescriptionField rows={4} />
      <Form.Item>
        <ThumbnailPicker value={thumbnail} onChange={setThumbnail} />
      </Form.Item>
    </EditorCard>
  );
}
