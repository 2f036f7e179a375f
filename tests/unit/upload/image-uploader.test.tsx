import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../src/lib/i18n';
import { ImageUploader } from '../../../src/ui/upload/image-uploader';

describe('the image uploader', () => {
  beforeEach(() => changeLanguage('en'));

  it('says there are no images when it is read-only and empty, with no empty card', () => {
    const { container } = render(<ImageUploader value={[]} disabled />);
    expect(screen.getByTestId('image-uploader-empty')).toHaveTextContent('No images');
    expect(container.querySelector('.ant-upload-wrapper')).toBeNull();
  });

  it('offers the upload card when it can be edited', () => {
    render(<ImageUploader value={[]} />);
    expect(screen.queryByTestId('image-uploader-empty')).toBeNull();
    expect(screen.getByText('Upload')).toBeInTheDocument();
  });
});
