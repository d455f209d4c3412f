/**
 * The canvases feature's pages, for app/routes (spec 2): the public canvas and its preview, the member's
 * list and the add, upgrade and publish steps, the student and professional editors with their step-0
 * pages, and the Instagram return page.
 */

export { AddCanvasPage } from './components/pages/add-canvas-page';
export { CanvasPreviewPage } from './components/pages/canvas-preview-page';
export { MyCanvasesPage } from './components/pages/my-canvases-page';
export { PublicCanvasPage } from './components/pages/public-canvas-page';
export { PublishSuccessPage } from './components/pages/publish-success-page';
export { UpgradeStudentPage } from './components/pages/upgrade-student-page';
export { CanvasEditorPage } from './editor/components/canvas-editor-page';
export { EducationInfoPage } from './editor/components/education-info-page';
export { ProfessionalInfoPage } from './editor/components/professional-info-page';
export { InstaAuthPage } from './instagram/components/insta-auth-page';
