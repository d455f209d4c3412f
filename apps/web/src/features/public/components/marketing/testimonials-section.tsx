import { Container, Text, Title, UnstyledButton } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useState } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { defineIsland } from '@/lib/define-island';
import { type Testimonial, truncateTestimonial } from '../../content/testimonials';
import classes from './marketing.module.css';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const preview = truncateTestimonial(testimonial.quote);
  const textId = `testimonial-${testimonial.id}`;
  return (
    <figure className={classes.testimonial}>
      <IconQuote size={28} stroke={1.4} className={classes.quoteMark} aria-hidden="true" />
      <blockquote className={classes.quote}>
        <Text id={textId} lh={1.7}>
          {preview && !isExpanded ? preview : testimonial.quote}
        </Text>
        {preview ? (
          <UnstyledButton
            className={classes.readMore}
            aria-expanded={isExpanded}
            aria-controls={textId}
            onClick={() => setIsExpanded((value) => !value)}
          >
            {isExpanded ? 'Read less' : 'Read more'}
          </UnstyledButton>
        ) : null}
      </blockquote>
      <figcaption className={classes.attribution}>
        <span className={classes.attributionRole}>{testimonial.role}</span>
        <span>{testimonial.place}</span>
      </figcaption>
    </figure>
  );
}

/** Testimonials (spec 1 §2.5): quotes longer than 160 characters get 'Read more'. */
export function TestimonialsSection({
  testimonials,
  title = 'Loved by the people who make beauty happen',
}: {
  testimonials: readonly Testimonial[];
  title?: string;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="testimonials-title">
      <Container size="xl">
        <div className={classes.sectionHead}>
          <Eyebrow>In their words</Eyebrow>
          <Title order={2} id="testimonials-title">
            {title}
          </Title>
        </div>
        <div className={classes.testimonialGrid}>
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </div>
      </Container>
    </section>
  );
}

/** TestimonialsSection on a prerendered page: the read-more buttons come to life as an island. */
export const TestimonialsIsland = defineIsland('testimonials', TestimonialsSection, 'form');
